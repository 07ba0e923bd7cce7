import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { ACCOUNT_PATTERN, PHONE_PATTERN, ROLE_CODE_PATTERN } from './patterns';
import { MAX_RECORD_ID, pageParamsSchema } from './protocol';

/** Phone rule of spec section 5: 11 digits, first 1, second 3/4/5/7/8/9. */
export { PHONE_PATTERN } from './patterns';

/** Code of the built-in, read-only administrator role (grants every resource). */
export const ADMIN_ROLE_CODE = 'admin';

/** Account status values. */
export const ACCOUNT_STATUSES = ['enabled', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const accountName = z.string().trim().min(3).max(64).regex(ACCOUNT_PATTERN, 'letters, digits, _ . @ - only');
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const mobile = z.string().trim().min(1, 'is required').max(11).regex(PHONE_PATTERN, 'must be a valid mobile number');
const optionalEmail = z.union([z.literal(''), z.email().max(254)]);

/** An account on the wire. */
export const accountSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  mobile: z.string(),
  email: z.string(),
  roleIds: z.array(z.number().int()),
  roleNames: z.array(z.string()),
  projectCodes: z.array(z.string()),
  status: z.enum(ACCOUNT_STATUSES),
  lastLoginAt: z.number().int().nullable(),
  /** While failed sign-ins keep the account locked: when the lock ends (epoch ms); otherwise null. */
  lockedUntil: z.number().int().nullable(),
  createDate: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

const accountFields = {
  userName: z.string().trim().min(1).max(64),
  mobile,
  email: optionalEmail.default(''),
  roleIds: z.array(z.number().int().positive().max(MAX_RECORD_ID)).max(50).default([]),
  projectCodes: z.array(z.string().trim().min(1).max(64)).max(500).default([]),
  status: z.enum(ACCOUNT_STATUSES).default('enabled'),
};

/** Create an account. */
export const accountCreateSchema = z.strictObject({ account: accountName, password, ...accountFields });
export type AccountCreate = z.infer<typeof accountCreateSchema>;

/** Edit an account (id in the body; the password is changed through reset-password). */
export const accountUpdateSchema = z.strictObject({
  id: z.number().int().positive().max(MAX_RECORD_ID),
  ...accountFields,
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** A password of the policy's lengths (the server also checks its strength). */
export const passwordSchema = password;

/** Set a new password for an account: the one typed, or (omitted) one the server generates and shows once. */
export const accountResetPasswordSchema = z.strictObject({ password: password.optional() });

/** Reply of a password reset: the generated password (shown once, never stored in clear), or null when typed. */
export const accountResetPasswordReplySchema = z.object({ generatedPassword: z.string().nullable() });

/** Reply of ending an account's sessions: how many live sessions ended. */
export const accountEndSessionsReplySchema = z.object({ ended: z.number().int() });

/** Account page filters. */
export const accountPageSchema = pageParamsSchema
  .extend({
    account: z.string().trim().max(64).optional(),
    userName: z.string().trim().max(64).optional(),
    /** Part of the mobile number. */
    mobile: z.string().trim().max(11).optional(),
    /** Accounts holding this role. */
    roleId: z.coerce.number().int().positive().max(MAX_RECORD_ID).optional(),
    /** Accounts that see this project: it is in their projectCodes, or they have none (all projects). */
    projectCode: z.string().trim().max(64).optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
  })
  .strict();
export type AccountPageRequest = z.infer<typeof accountPageSchema>;

/** A role offered by the account form: whether the caller may assign it (holds every resource it grants). */
export const roleOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  assignable: z.boolean(),
});
export type RoleOption = z.infer<typeof roleOptionSchema>;

/** A role on the wire. */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  resources: z.array(z.string()),
  builtin: z.boolean(),
  createDate: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

const roleFields = {
  name: z.string().trim().min(1).max(64),
  description: z.string().trim().max(500).default(''),
  resources: z.array(z.string().min(1).max(128)).max(1000).default([]),
};

/** Create a role. */
export const roleCreateSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(ROLE_CODE_PATTERN, 'must start with a letter; letters, digits, _ - only'),
  ...roleFields,
});
export type RoleCreate = z.infer<typeof roleCreateSchema>;

/** Edit a role (the code is fixed once created). */
export const roleUpdateSchema = z.strictObject({ id: z.number().int().positive().max(MAX_RECORD_ID), ...roleFields });
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

/** The accounts holding a role (the delete confirmation lists them). */
export const roleHoldersSchema = z.object({
  /** How many accounts hold the role. */
  total: z.number().int(),
  /** Their account names, alphabetically, at most ROLE_HOLDERS_SHOWN. */
  accounts: z.array(z.string()),
});
export type RoleHolders = z.infer<typeof roleHoldersSchema>;

/** Most holder names a role's holders reply and the refusal to delete it name. */
export const ROLE_HOLDERS_SHOWN = 20;

/** Role page filters. */
export const rolePageSchema = pageParamsSchema
  .extend({
    name: z.string().trim().max(64).optional(),
    code: z.string().trim().max(64).optional(),
  })
  .strict();
export type RolePageRequest = z.infer<typeof rolePageSchema>;

/** One recorded console change. */
export const operaLogSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  module: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  targetId: z.string(),
  msgId: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  resultCode: z.string(),
  httpStatus: z.number().int(),
  durationMs: z.number(),
  createDate: z.number().int(),
});
export type OperaLog = z.infer<typeof operaLogSchema>;

/** Outcomes the operation log filters by: success (HTTP status below 400) or failure. */
export const OPERA_LOG_RESULTS = ['success', 'failure'] as const;
export type OperaLogResult = (typeof OPERA_LOG_RESULTS)[number];

/** Operation-log page filters; times are epoch milliseconds. */
export const operaLogPageSchema = pageParamsSchema
  .extend({
    account: z.string().trim().max(64).optional(),
    module: z.string().trim().max(64).optional(),
    /** One action exactly (e.g. `auth.login`, `auth.lockout`). */
    action: z.string().trim().max(64).optional(),
    result: z.enum(OPERA_LOG_RESULTS).optional(),
    startTime: z.coerce.number().int().nonnegative().optional(),
    endTime: z.coerce.number().int().nonnegative().optional(),
  })
  .strict();
export type OperaLogPageRequest = z.infer<typeof operaLogPageSchema>;

/** System API paths. */
export const SYSTEM_PATHS = {
  account: '/api/v1/system/account',
  role: '/api/v1/system/role',
  operaLog: '/api/v1/system/opera-log',
} as const;
