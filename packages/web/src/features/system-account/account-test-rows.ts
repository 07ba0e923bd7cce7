import type { Account } from '@beacon/contracts/system';

const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

/** Accounts of the page tests: the signed-in admin and a disabled operator. */
export const ACCOUNTS: Account[] = [
  {
    id: 1,
    account: 'admin',
    userName: '管理员',
    mobile: '',
    email: '',
    roleIds: [1],
    roleNames: ['超级管理员'],
    projectCodes: [],
    status: 'enabled',
    lastLoginAt: CREATED + 60_000,
    createDate: CREATED,
  },
  {
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
    createDate: CREATED,
  },
];
