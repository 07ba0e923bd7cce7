import type { Account } from '@beacon/contracts/system-management';

const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

/** The signed-in administrator. */
export const ADMIN_ROW: Account = {
  id: 1,
  account: 'admin',
  userName: '管理员',
  mobile: '13800138000',
  email: '',
  roleIds: [1],
  roleNames: ['超级管理员'],
  projectCodes: [],
  status: 'enabled',
  lastLoginAt: CREATED + 60_000,
  lockedUntil: null,
  createDate: CREATED,
};

/** A disabled operator. */
export const OPS_ROW: Account = {
  id: 2,
  account: 'ops',
  userName: '运维',
  mobile: '13812345678',
  email: 'ops@example.com',
  roleIds: [2],
  roleNames: ['运维角色'],
  projectCodes: ['P001'],
  status: 'disabled',
  lastLoginAt: null,
  lockedUntil: null,
  createDate: CREATED,
};

/** Accounts of the page tests: the signed-in admin and a disabled operator. */
export const ACCOUNTS: Account[] = [ADMIN_ROW, OPS_ROW];
