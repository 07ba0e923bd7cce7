import { PHONE_PATTERN } from '@beacon/contracts/system-management';
import i18n from '../i18n';

/** Whether a value is a mainland mobile number (spec section 5). */
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);

/** The message for a phone value, or null when it is valid: empty → 请输入手机号, mismatch → 请输入正确的手机号!. */
export const phoneError = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
  if (text === '') return i18n.t('components:validation.phoneRequired');
  return isPhone(text) ? null : i18n.t('components:validation.phoneInvalid');
};

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Whether a value is an IPv4 address: four dotted parts, each 0-255. */
export const isIPv4 = (value: string): boolean => {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part));
};

/** Whether a value is an external link (http, https, mailto or tel). */
export const isExternalLink = (value: string): boolean => /^(https?:|mailto:|tel:)/.test(value);

const reject = (message: string): Promise<void> => Promise.reject(new Error(message));

/** antd Form rule validator for a phone number (also reports the empty value). */
export const phoneValidator = (_rule: unknown, value: unknown): Promise<void> => {
  const message = phoneError(value);
  return message ? reject(message) : Promise.resolve();
};

/** antd Form rule validator for an optional phone number: empty passes, anything else must be a phone. */
export const optionalPhoneValidator = (rule: unknown, value: unknown): Promise<void> =>
  value == null || (typeof value === 'string' && value.trim() === '') ? Promise.resolve() : phoneValidator(rule, value);

/** antd Form rule validator for an IPv4 address; empty values pass (use `required` for those). */
export const ipv4Validator = (_rule: unknown, value: unknown): Promise<void> =>
  value == null || value === '' || (typeof value === 'string' && isIPv4(value))
    ? Promise.resolve()
    : reject(i18n.t('components:validation.ipInvalid'));

/** antd Form rule validator for an external link; empty values pass (use `required` for those). */
export const externalLinkValidator = (_rule: unknown, value: unknown): Promise<void> =>
  value == null || value === '' || (typeof value === 'string' && isExternalLink(value))
    ? Promise.resolve()
    : reject(i18n.t('components:validation.linkInvalid'));
