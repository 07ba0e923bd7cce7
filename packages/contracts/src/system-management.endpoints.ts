import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from './endpoint';
import { idParamSchema, listAReply, standardReply } from './protocol';
import {
  accountCreateSchema,
  accountEndSessionsReplySchema,
  accountPageSchema,
  accountResetPasswordReplySchema,
  accountResetPasswordSchema,
  accountSchema,
  accountUpdateSchema,
  roleCreateSchema,
  roleHoldersSchema,
  roleOptionSchema,
  rolePageSchema,
  roleSchema,
  roleUpdateSchema,
  SYSTEM_PATHS,
} from './system-management';

const MODULE = 'system-management';
/** Page ids of the system pages. */
export const SYSTEM_PAGES = { account: 'PlatformManage.account', role: 'PlatformManage.role' } as const;
/** Button ids of the account page. */
export const ACCOUNT_BUTTONS = {
  create: 'PlatformManage.account:create',
  edit: 'PlatformManage.account:edit',
  status: 'PlatformManage.account:status',
  resetPassword: 'PlatformManage.account:resetPassword',
  unlock: 'PlatformManage.account:unlock',
  endSessions: 'PlatformManage.account:endSessions',
  delete: 'PlatformManage.account:delete',
} as const;
/** Button ids of the role page. */
export const ROLE_BUTTONS = {
  create: 'PlatformManage.role:create',
  edit: 'PlatformManage.role:edit',
  delete: 'PlatformManage.role:delete',
} as const;

const accountPage: EndpointAccess = { kind: 'page', module: MODULE, page: SYSTEM_PAGES.account };
const accountButton = (button: string): EndpointAccess => ({
  kind: 'button',
  module: MODULE,
  page: SYSTEM_PAGES.account,
  button,
});
const rolePage: EndpointAccess = { kind: 'page', module: MODULE, page: SYSTEM_PAGES.role };
const roleButton = (button: string): EndpointAccess => ({
  kind: 'button',
  module: MODULE,
  page: SYSTEM_PAGES.role,
  button,
});
const A = SYSTEM_PATHS.account;
const R = SYSTEM_PATHS.role;
const done = standardReply(z.null());

/** Accounts: list, detail, create, edit, enable/disable, reset password, unlock, end sessions, delete. */
export const accountEndpoints = {
  page: defineEndpoint({
    id: 'system.account.page',
    method: 'POST',
    path: `${A}/page`,
    summary: 'Page of accounts (filters: account, userName, mobile, roleId, projectCode, status)',
    access: accountPage,
    body: accountPageSchema,
    reply: listAReply(accountSchema),
  }),
  get: defineEndpoint({
    id: 'system.account.get',
    method: 'GET',
    path: `${A}/:id`,
    summary: 'One account',
    access: accountPage,
    params: idParamSchema,
    reply: standardReply(accountSchema),
  }),
  save: defineEndpoint({
    id: 'system.account.save',
    method: 'POST',
    path: `${A}/save`,
    summary: 'Create an account',
    access: accountButton(ACCOUNT_BUTTONS.create),
    audit: 'account.save',
    body: accountCreateSchema,
    reply: standardReply(accountSchema),
  }),
  update: defineEndpoint({
    id: 'system.account.update',
    method: 'PUT',
    path: `${A}/update`,
    summary: 'Edit an account (id in the body)',
    access: accountButton(ACCOUNT_BUTTONS.edit),
    audit: 'account.update',
    body: accountUpdateSchema,
    reply: standardReply(accountSchema),
  }),
  enable: defineEndpoint({
    id: 'system.account.enable',
    method: 'POST',
    path: `${A}/:id/enable`,
    summary: 'Enable an account',
    access: accountButton(ACCOUNT_BUTTONS.status),
    audit: 'account.enable',
    params: idParamSchema,
    reply: standardReply(accountSchema),
  }),
  disable: defineEndpoint({
    id: 'system.account.disable',
    method: 'POST',
    path: `${A}/:id/disable`,
    summary: 'Disable an account (ends its sessions)',
    access: accountButton(ACCOUNT_BUTTONS.status),
    audit: 'account.disable',
    params: idParamSchema,
    reply: standardReply(accountSchema),
  }),
  resetPassword: defineEndpoint({
    id: 'system.account.resetPassword',
    method: 'POST',
    path: `${A}/:id/reset-password`,
    summary: "Set an account's password, typed or generated and shown once (ends its sessions)",
    access: accountButton(ACCOUNT_BUTTONS.resetPassword),
    audit: 'account.resetPassword',
    replyHoldsSecret: true,
    params: idParamSchema,
    body: accountResetPasswordSchema,
    reply: standardReply(accountResetPasswordReplySchema),
  }),
  unlock: defineEndpoint({
    id: 'system.account.unlock',
    method: 'POST',
    path: `${A}/:id/unlock`,
    summary: 'Lift the lock that failed sign-ins put on an account',
    access: accountButton(ACCOUNT_BUTTONS.unlock),
    audit: 'account.unlock',
    params: idParamSchema,
    reply: standardReply(accountSchema),
  }),
  endSessions: defineEndpoint({
    id: 'system.account.endSessions',
    method: 'POST',
    path: `${A}/:id/end-sessions`,
    summary: 'End every live session of an account (its tokens then answer 401)',
    access: accountButton(ACCOUNT_BUTTONS.endSessions),
    audit: 'account.endSessions',
    params: idParamSchema,
    reply: standardReply(accountEndSessionsReplySchema),
  }),
  remove: defineEndpoint({
    id: 'system.account.delete',
    method: 'DELETE',
    path: `${A}/:id`,
    summary: 'Delete an account (never yourself, never the last administrator)',
    access: accountButton(ACCOUNT_BUTTONS.delete),
    audit: 'account.delete',
    params: idParamSchema,
    reply: done,
  }),
};

/** Roles: list, the account form's choices, detail, holders, create, edit, delete. */
export const roleEndpoints = {
  page: defineEndpoint({
    id: 'system.role.page',
    method: 'POST',
    path: `${R}/page`,
    summary: 'Page of roles (filters: name, code)',
    access: rolePage,
    body: rolePageSchema,
    reply: listAReply(roleSchema),
  }),
  options: defineEndpoint({
    id: 'system.role.options',
    method: 'POST',
    path: `${R}/list`,
    summary: 'Every role, for the account form, with whether the caller may assign it',
    access: accountPage,
    reply: standardReply(z.array(roleOptionSchema)),
  }),
  get: defineEndpoint({
    id: 'system.role.get',
    method: 'GET',
    path: `${R}/:id`,
    summary: 'One role',
    access: rolePage,
    params: idParamSchema,
    reply: standardReply(roleSchema),
  }),
  holders: defineEndpoint({
    id: 'system.role.holders',
    method: 'GET',
    path: `${R}/:id/holders`,
    summary: 'The accounts holding a role (for the delete confirmation)',
    access: rolePage,
    params: idParamSchema,
    reply: standardReply(roleHoldersSchema),
  }),
  save: defineEndpoint({
    id: 'system.role.save',
    method: 'POST',
    path: `${R}/save`,
    summary: 'Create a role (only with resources the caller holds)',
    access: roleButton(ROLE_BUTTONS.create),
    audit: 'role.save',
    body: roleCreateSchema,
    reply: standardReply(roleSchema),
  }),
  update: defineEndpoint({
    id: 'system.role.update',
    method: 'PUT',
    path: `${R}/update`,
    summary: 'Edit a role (id in the body; the built-in admin role is read-only)',
    access: roleButton(ROLE_BUTTONS.edit),
    audit: 'role.update',
    body: roleUpdateSchema,
    reply: standardReply(roleSchema),
  }),
  remove: defineEndpoint({
    id: 'system.role.delete',
    method: 'DELETE',
    path: `${R}/:id`,
    summary: 'Delete a role no account holds',
    access: roleButton(ROLE_BUTTONS.delete),
    audit: 'role.delete',
    params: idParamSchema,
    reply: done,
  }),
};
