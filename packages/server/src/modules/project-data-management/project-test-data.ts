import type { ProjectCreate } from '@beacon/contracts/project-data-management';

/** A valid project create body, overridable per test. */
export const projectBody = (
  overrides: Partial<Record<keyof ProjectCreate, unknown>> = {},
): Record<string, unknown> => ({
  projectCode: 'P-T-001',
  projectName: '测试项目',
  type: 'community',
  areaCode: '440305',
  address: '深圳市南山区科技园',
  longitude: 113.95,
  latitude: 22.53,
  ...overrides,
});
