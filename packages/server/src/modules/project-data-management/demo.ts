import type { ProjectCreate } from '@beacon/contracts/project-data-management';
import type { Kysely } from 'kysely';
import { projectRepository } from './project.repository';
import type { ProjectDatabase } from './tables';

/** The demo's projects: one of each type, in real districts. */
export const DEMO_PROJECTS: readonly ProjectCreate[] = [
  {
    projectCode: 'P-SZ-001',
    projectName: '深圳湾科技生态园',
    type: 'park',
    areaCode: '440305',
    address: '广东省深圳市南山区粤海街道科技南十二路',
    longitude: 113.9535,
    latitude: 22.5283,
    status: 'active',
  },
  {
    projectCode: 'P-SH-001',
    projectName: '浦东陆家嘴滨江花园',
    type: 'community',
    areaCode: '310115',
    address: '上海市浦东新区陆家嘴街道滨江大道 1588 号',
    longitude: 121.5043,
    latitude: 31.2397,
    status: 'active',
  },
  {
    projectCode: 'P-HZ-001',
    projectName: '西湖文三路公寓',
    type: 'house',
    areaCode: '330106',
    address: '浙江省杭州市西湖区文三路 398 号',
    longitude: 120.1362,
    latitude: 30.2795,
    status: 'active',
  },
];

/** Seeds the demo projects; runs once, on the first start with DEMO_DATA. */
export const seedDemoProjects = async (db: Kysely<ProjectDatabase>): Promise<void> => {
  const start = Date.now();
  for (const [i, project] of DEMO_PROJECTS.entries()) {
    await projectRepository.insert(db, {
      project_code: project.projectCode,
      project_name: project.projectName,
      type: project.type,
      area_code: project.areaCode,
      address: project.address,
      longitude: project.longitude,
      latitude: project.latitude,
      status: project.status,
      create_date: start + i,
      update_date: start + i,
    });
  }
};
