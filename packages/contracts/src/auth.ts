import { z } from 'zod';
import { PASSWORD_MAX } from './constants';
import { MODULE_CODES, VARIANTS } from './registry';

/** Sign-in request. */
export const loginRequestSchema = z.strictObject({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Tokens issued at sign-in and refresh. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  member_id: z.string(),
  /** Access-token lifetime in seconds. */
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Refresh request: the current refresh token. */
export const refreshRequestSchema = z.strictObject({ refresh_token: z.string().min(1).max(256) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** The signed-in user's profile and resources. */
export const userInfoSchema = z.object({
  userName: z.string(),
  account: z.string(),
  avatar: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  email: z.string(),
  introduction: z.string(),
  roles: z.array(z.string()),
  /** Granted resources: module codes and page ids. */
  resources: z.array(z.object({ code: z.string() })),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Public facts the console needs before sign-in. */
export const platformInfoSchema = z.object({
  variant: z.enum(VARIANTS),
  title: z.string(),
  titleEn: z.string(),
  version: z.string(),
  enabledModules: z.array(z.enum(MODULE_CODES)),
});
export type PlatformInfo = z.infer<typeof platformInfoSchema>;

/** Change your own password: the current one and the new one. */
export const passwordChangeSchema = z.strictObject({
  oldPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: z.string().min(1).max(PASSWORD_MAX),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** One entry of the menu reply (spec section 3 "Menu item"). */
export const menuItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  parent_code: z.string(),
  display_name: z.string(),
  index: z.number().int(),
  order: z.literal('menu'),
  pageId: z.string(),
  extend: z.string(),
  type: z.enum(['menu', 'button']),
});

/** Auth API paths. */
export const AUTH_PATHS = {
  login: '/api/v1/auth/login',
  refresh: '/api/v1/auth/refresh',
  logout: '/api/v1/auth/logout',
  userInfo: '/api/v1/auth/user-info',
  menus: '/api/v1/auth/menus',
  platform: '/api/v1/auth/platform',
  password: '/api/v1/auth/password',
  openapi: '/api/v1/openapi.json',
} as const;
