/** Business constants and limits of spec section 9, defined once for server and console. */
export const PAGE_SIZE_DEFAULT = 10;
/** Page-size choices of the default pagination bar. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
/** Page-size choices of the alternative pagination bar. */
export const PAGE_SIZES_ALT = [20, 50, 100] as const;
/** Pagination layouts: without and with the jumper. */
export const PAGINATION_LAYOUT = ['total', 'sizes', 'prev', 'pager', 'next'] as const;
export const PAGINATION_LAYOUT_WITH_JUMPER = ['total', 'sizes', 'prev', 'pager', 'next', 'jumper'] as const;

export const SIDEBAR_WIDTH = 220;
export const MOBILE_BREAKPOINT = 992;
export const SELECTION_COLUMN_WIDTH = 50;

/** Drawer and dialog widths in px. */
export const DRAWER_WIDTH = 664;
export const DRAWER_WIDTH_BIG = 768;
export const DRAWER_WIDTH_ENLARGED = 900;
export const DRAWER_WIDTH_INNER = 600;
export const DIALOG_WIDTH = 534;

/** Filter field widths in px by type. */
export const FILTER_WIDTH = {
  text: 180,
  select: 180,
  cascader: 180,
  number: 100,
  date: 180,
  datetimerange: 360,
  daterange: 240,
  time: 120,
} as const;
export const FILTER_BAR_COLLAPSED_HEIGHT = 44;
export const DATE_RANGE_DEFAULT_TIME = ['00:00:00', '23:59:59'] as const;

export const FILTER_DEBOUNCE_MS = 1000;
export const ERROR_TOAST_MS = 2000;
export const LOGOUT_DELAY_MS = 2000;
/** Exported by the spec with no stated purpose; used as the media thumbnail delay base. */
export const SPEC_CONSTANT_1000 = 1000;
export const MEDIA_THUMBNAILS_DELAY_MS = 800;
export const MEDIA_DIALOG_WIDTH = 800;

export const TAB_SCROLL_DIVISOR = 4;
export const TAB_PADDING = 4;
export const TAB_CONTEXT_MENU_WIDTH = 105;
export const MAIN_VERSION = '3.3';

/** Password rules (NIST 800-63B: length and a block list, no composition rules). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Failed sign-ins allowed within the window before the account locks. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_WINDOW_MS = 15 * 60 * 1000;
export const ACCESS_TOKEN_TTL_S = 30 * 60;
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;
