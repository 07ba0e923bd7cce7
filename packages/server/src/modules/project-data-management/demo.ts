import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import type { ProjectCreate } from '@beacon/contracts/project-data-management';
import type { Kysely } from 'kysely';
import { type DemoText, demoText } from '../../platform/demo-text';
import { projectRepository } from './project.repository';
import type { ProjectDatabase } from './tables';

/** The demo's projects in the demo's language: one of each type, in real districts. */
export const demoProjects = (t: DemoText): ProjectCreate[] => [
  {
    projectCode: 'P-SZ-001',
    projectName: t('深圳湾科技生态园', 'Shenzhen Bay Technology Ecological Park'),
    type: 'park',
    areaCode: '440305',
    address: t(
      '广东省深圳市南山区粤海街道科技南十二路',
      'Keji South 12th Road, Yuehai Subdistrict, Nanshan District, Shenzhen, Guangdong',
    ),
    longitude: 113.9535,
    latitude: 22.5283,
    status: 'active',
  },
  {
    projectCode: 'P-SH-001',
    projectName: t('浦东陆家嘴滨江花园', 'Lujiazui Riverside Gardens, Pudong'),
    type: 'community',
    areaCode: '310115',
    address: t(
      '上海市浦东新区陆家嘴街道滨江大道 1588 号',
      '1588 Binjiang Avenue, Lujiazui Subdistrict, Pudong New Area, Shanghai',
    ),
    longitude: 121.5043,
    latitude: 31.2397,
    status: 'active',
  },
  {
    projectCode: 'P-HZ-001',
    projectName: t('西湖文三路公寓', 'Wensan Road Apartments, West Lake'),
    type: 'house',
    areaCode: '330106',
    address: t('浙江省杭州市西湖区文三路 398 号', '398 Wensan Road, Xihu District, Hangzhou, Zhejiang'),
    longitude: 120.1362,
    latitude: 30.2795,
    status: 'active',
  },
];

/** Seeds the demo projects in the demo's language; runs once, on the first start with DEMO_DATA. */
export const seedDemoProjects = async (db: Kysely<ProjectDatabase>, language: ConsoleLanguage): Promise<void> => {
  const start = Date.now();
  for (const [i, project] of demoProjects(demoText(language)).entries()) {
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
