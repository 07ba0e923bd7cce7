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

/** Form B page request `{data, offset, limit, orders}`. */
export const formBPageRequest = <T extends z.ZodType>(data: T) =>
  z.strictObject({
    data: data.optional(),
    offset: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    orders: z
      .array(z.strictObject({ column: z.string().max(64), asc: z.boolean() }))
      .max(4)
      .default([{ column: 'create_date', asc: false }]),
  });

/** A client-generated id that makes a mutating call idempotent for 24 h. */
export const msgIdSchema = z.string().min(8).max(64).regex(MSG_ID_PATTERN);
/** How long the server remembers a msgId, in milliseconds. */
export const MSG_ID_TTL_MS = 24 * 60 * 60 * 1000;

/** Largest record id: ids are 32-bit columns on PostgreSQL, so a larger one is refused as input (400 naming it). */
export const MAX_RECORD_ID = 2_147_483_647;
/** Numeric id path parameter. */
export const idParamSchema = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });
