import { z } from 'zod';
import {
  AUTH_PATHS,
  loginRequestSchema,
  menuItemSchema,
  passwordChangeSchema,
  platformInfoSchema,
  refreshRequestSchema,
  tokenPairSchema,
  userInfoSchema,
} from './auth';
import { defineEndpoint } from './endpoint';
import { standardReply } from './protocol';

const PUBLIC = { kind: 'public' } as const;
const SIGNED_IN = { kind: 'signed-in' } as const;

/** Sign-in, sessions, the signed-in user's profile, menus and password, and the API's own description. */
export const authEndpoints = {
  platform: defineEndpoint({
    id: 'auth.platform.get',
    method: 'GET',
    path: AUTH_PATHS.platform,
    summary: 'Public facts the console needs before sign-in (variant, title, modules)',
    access: PUBLIC,
    reply: standardReply(platformInfoSchema),
  }),
  login: defineEndpoint({
    id: 'auth.session.login',
    method: 'POST',
    path: AUTH_PATHS.login,
    summary: 'Sign in: an access token and a refresh token',
    access: PUBLIC,
    audit: 'auth.login',
    auditAccountField: 'account',
    body: loginRequestSchema,
    reply: standardReply(tokenPairSchema),
  }),
  refresh: defineEndpoint({
    id: 'auth.session.refresh',
    method: 'POST',
    path: AUTH_PATHS.refresh,
    summary: 'Rotate the refresh token: a new token pair',
    access: PUBLIC,
    audit: 'auth.refresh',
    body: refreshRequestSchema,
    reply: standardReply(tokenPairSchema),
  }),
  logout: defineEndpoint({
    id: 'auth.session.logout',
    method: 'POST',
    path: AUTH_PATHS.logout,
    summary: 'Sign out: end this session',
    access: SIGNED_IN,
    audit: 'auth.logout',
    body: z.strictObject({}).optional(),
    reply: standardReply(z.null()),
  }),
  userInfo: defineEndpoint({
    id: 'auth.user.info',
    method: 'GET',
    path: AUTH_PATHS.userInfo,
    summary: "The signed-in user's profile and resources",
    access: SIGNED_IN,
    reply: standardReply(userInfoSchema),
  }),
  menus: defineEndpoint({
    id: 'auth.user.menus',
    method: 'GET',
    path: AUTH_PATHS.menus,
    summary: "The menu entries the user's roles grant, buttons included",
    access: SIGNED_IN,
    reply: standardReply(z.array(menuItemSchema)),
  }),
  password: defineEndpoint({
    id: 'auth.user.password',
    method: 'POST',
    path: AUTH_PATHS.password,
    summary: 'Change your own password (ends your other sessions)',
    access: SIGNED_IN,
    audit: 'auth.password',
    body: passwordChangeSchema,
    reply: standardReply(z.null()),
  }),
  openapi: defineEndpoint({
    id: 'auth.api.openapi',
    method: 'GET',
    path: AUTH_PATHS.openapi,
    summary: 'This API as an OpenAPI 3.1 document',
    access: SIGNED_IN,
    reply: z.looseObject({ openapi: z.string() }),
  }),
};
