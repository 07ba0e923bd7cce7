import { z } from 'zod';
import { MSG_ID_PATTERN } from './patterns';
import { refusalSchema } from './reasons';

/** Codes the spec (section 8) and the product design give meaning to. */
export const ErrorCode = {
  /** No or invalid access token. */
  TOKEN_INVALID: 1003,
  /** Access token expired. */
  TOKEN_EXPIRED: 20002,
  /** Phone number not registered. */
  PHONE_NOT_REGISTERED: 11001,
  /** A record with this name already exists. */
  NAME_EXISTS: 4001001,
  /** Unknown user. */
  USER_NOT_FOUND: 4041003,
  /** Wrong account or password (same answer for an unknown account). */
  BAD_CREDENTIALS: 4001007,
  /** This session was replaced: the account logged in elsewhere. */
  LOGGED_IN_ELSEWHERE: 4031021,
  /** Logged in elsewhere (alternative codes of the catalogue). */
  LOGGED_IN_ELSEWHERE_2: 4031022,
  LOGGED_IN_ELSEWHERE_3: 4031002,
  LOGGED_IN_ELSEWHERE_4: 4031003,
  /** Account temporarily locked after repeated failed sign-ins. */
  ACCOUNT_LOCKED: 4291001,
  /** Account disabled by an administrator. */
  ACCOUNT_DISABLED: 4031010,
  /** Upload or body too large. */
  TOO_LARGE: 413,
  /** Invalid input. */
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The code the server puts in every successful standard reply. */
export const SUCCESS_CODE = '000000';
/** The code of a successful form-B reply. */
export const FORM_B_SUCCESS_CODE = 200;
/** Every value of a code field the console treats as success (spec section 8). */
export const SUCCESS_CODES: ReadonlyArray<string | number> = [200, '200', '000000', '5031001', '500001'];
/** Codes after which the console drops the session (spec section 8). */
export const TOKEN_EXPIRED_CODES: ReadonlyArray<number> = [ErrorCode.TOKEN_EXPIRED, ErrorCode.TOKEN_INVALID];

/** Most refusals one error reply lists. */
export const MAX_REFUSALS = 50;

/**
 * The body of every error reply: `msg` is English for logs and integrators; `refusals` say the same as
 * reason keys from the closed list in `reasons.ts`, with the field's path and parameters, for the console
 * to show in the operator's language.
 */
export const errorBodySchema = z.object({
  code: z.union([z.number(), z.string()]),
  msg: z.string(),
  /** Each refused field or rule (absent when the reply has none, e.g. a 5xx). */
  refusals: z.array(refusalSchema).max(MAX_REFUSALS).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Standard reply `{code:'000000', msg, data}`. */
export const standardReply = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
export type StandardReply<T> = { code: typeof SUCCESS_CODE; msg: string; data: T };

/** List A reply `{code, is_success, result:{items,total_count}, error_info}`. */
export const listAReply = <T extends z.ZodType>(item: T) =>
  z.object({
    code: z.literal(SUCCESS_CODE),
    is_success: z.literal(true),
    result: z.object({ items: z.array(item), total_count: z.number().int().nonnegative() }),
    error_info: z.null(),
  });
export type ListAReply<T> = {
  code: typeof SUCCESS_CODE;
  is_success: true;
  result: { items: T[]; total_count: number };
  error_info: null;
};

/** Form B reply `{code:200, msg, object}`. */
export type FormBReply<T> = { code: typeof FORM_B_SUCCESS_CODE; msg: string; object: T };
/** Form B page object `{records,total}`. */
export type FormBPage<T> = { records: T[]; total: number };

/** Form B reply schema `{code:200, msg, object}`. */
export const formBReply = <T extends z.ZodType>(object: T) =>
  z.object({ code: z.literal(FORM_B_SUCCESS_CODE), msg: z.string(), object });

/** Form B page reply schema: `object` is `{records, total}`. */
export const formBPageReply = <T extends z.ZodType>(record: T) =>
  formBReply(z.object({ records: z.array(record), total: z.number().int().nonnegative() }));

/** `object: true`: what form B deletes, binds and state changes answer. */
export const formBDone = formBReply(z.literal(true));

/**
 * The body of a form B refusal: the standard error body (same HTTP status, code, msg and refusals) with
 * `object: null`.
 */
export const formBErrorBodySchema = errorBodySchema.extend({ object: z.null() });
export type FormBErrorBody = z.infer<typeof formBErrorBodySchema>;

/** Largest page a list request may ask for. */
export const MAX_PAGE_SIZE = 500;
/** Deepest row a page may start at; narrower filters reach the rest. */
export const MAX_PAGE_OFFSET = 10_000;
/**
 * The end row of the deepest page of this size that is served: lists over large tables count their total
 * only up to here, so a total at this bound means "at least this many".
 */
export const pageTotalBound = (pageSize: number): number => (Math.floor(MAX_PAGE_OFFSET / pageSize) + 1) * pageSize;

/** List A page request fields (filters are added by each resource). */
export const pageParamsSchema = z.object({
  /** 1-based page number. */
  page_index: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Rows per page. */
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type PageParams = z.infer<typeof pageParamsSchema>;

/** The column form B pages sort by unless asked otherwise (spec section 7: create_date descending). */
export const FORM_B_DEFAULT_ORDER = { column: 'create_date', asc: false } as const;

/** One sort order of a form B page: a column the resource names, ascending or not. */
export type FormBOrder<C extends string = string> = { column: C; asc: boolean };

/** What a form B page request sends: the filters in `data`, the first row, the row count and the orders. */
export type FormBPageBody<F> = { data?: F; offset?: number; limit?: number; orders?: FormBOrder[] };

/**
 * Form B page request `{data, offset, limit, orders}`: `offset` = (page_index-1)*page_size, at most
 * MAX_PAGE_OFFSET; `orders` by the columns the resource names, create_date first (its default, descending).
 */
export const formBPageRequest = <T extends z.ZodType, const C extends readonly ['create_date', ...string[]]>(
  data: T,
  columns: C,
) =>
  z.strictObject({
    data: data.optional(),
    /** The first row of the page (0-based). */
    offset: z.number().int().min(0).max(MAX_PAGE_OFFSET).default(0),
    /** Rows per page. */
    limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    /** Sort orders, the first the strongest. */
    orders: z
      .array(z.strictObject({ column: z.enum(columns), asc: z.boolean() }))
      .max(4)
      .default([{ column: columns[0], asc: false }]),
  });

/** Path prefixes the API is served under (the console and its files live elsewhere, under BASE_PATH). */
export const API_PREFIXES: readonly string[] = ['/api/', '/open-platform/'];
/** Whether a request path belongs to the API (unknown ones answer as real routes do: 401 without a session). */
export const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Prefixes whose every call answers in form B (product design §2): their endpoints declare `replyForm: 'B'`, and a
 * refusal of a path no endpoint resolves (an unknown route, a path parameter the router refuses) is form B too.
 */
export const FORM_B_PREFIXES: readonly string[] = ['/open-platform/', '/api/v1/gateway/', '/api/v1/message/gateway/'];
/** Whether a request path lies under a form B prefix. */
export const isFormBPath = (url: string): boolean => FORM_B_PREFIXES.some((prefix) => url.startsWith(prefix));

/** A client-generated id that makes a mutating call idempotent for 24 h. */
export const msgIdSchema = z.string().min(8).max(64).regex(MSG_ID_PATTERN);
/** How long the server remembers a msgId, in milliseconds. */
export const MSG_ID_TTL_MS = 24 * 60 * 60 * 1000;

/** Largest record id: ids are 32-bit columns on PostgreSQL, so a larger one is refused as input (400 naming it). */
export const MAX_RECORD_ID = 2_147_483_647;
/** Numeric id path parameter. */
export const idParamSchema = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });
