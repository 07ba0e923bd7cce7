/** Codes and keys (devKey, productKey, model numbers): letters, digits and `_ . -` (no MQTT separators or wildcards). */
export const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Project codes: letters, digits, `_ -`, starting with a letter or digit. */
export const PROJECT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** Account names: letters, digits and `_ . @ -`. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]+$/;
/** Role codes: a letter, then letters, digits, `_ -`. */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** 6-digit region code. */
export const REGION_CODE_PATTERN = /^\d{6}$/;
/** Phone rule of spec section 5: 11 digits, first 1, second 3/4/5/7/8/9. */
export const PHONE_PATTERN = /^1[345789]\d{9}$/;
/** A msgId: letters, digits, `_ -`. */
export const MSG_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A category id written as text (an import cell): a positive whole number. */
export const CATEGORY_ID_TEXT_PATTERN = /^[1-9][0-9]{0,9}$/;
/** Something other than white space. */
export const NOT_BLANK_PATTERN = /\S/;
/** An API path (gateway or backend): `/` then segments of letters, digits, `. _ ~ -` and `{param}`, no empty segment. */
export const API_PATH_PATTERN = /^(?:\/[A-Za-z0-9._~{}-]+)+$/;
