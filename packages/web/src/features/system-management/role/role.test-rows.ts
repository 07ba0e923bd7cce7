import { ALL_RESOURCES } from '@beacon/contracts/registry';
import type { Role } from '@beacon/contracts/system-management';

/** The built-in administrator role: every resource. */
export const ADMIN_ROLE: Role = {
  id: 1,
  code: 'admin',
  name: '超级管理员',
  description: '全部权限',
  resources: [...ALL_RESOURCES],
  builtin: true,
  createDate: 1,
};

/** A role granting the device log page. */
export const OPS_ROLE: Role = {
  id: 2,
  code: 'ops',
  name: '运维角色',
  description: '',
  resources: ['log-manage', 'LogManage', 'LogManage.deviceLog'],
  builtin: false,
  createDate: 1,
};
