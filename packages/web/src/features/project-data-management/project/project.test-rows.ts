import type { Project, RegionTreeNode } from '@beacon/contracts/project-data-management';

const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

/** A small region tree: Guangdong → Shenzhen → Nanshan/Futian, Zhejiang → Hangzhou → Xihu. */
export const REGION_TREE: RegionTreeNode[] = [
  {
    code: '440000',
    name: '广东省',
    children: [
      {
        code: '440300',
        name: '深圳市',
        children: [
          { code: '440305', name: '南山区' },
          { code: '440304', name: '福田区' },
        ],
      },
    ],
  },
  {
    code: '330000',
    name: '浙江省',
    children: [{ code: '330100', name: '杭州市', children: [{ code: '330106', name: '西湖区' }] }],
  },
];

/** An active community in Nanshan with coordinates and devices. */
export const NANSHAN_ROW: Project = {
  id: 1,
  projectCode: 'P-SZ-001',
  projectName: '南山花园',
  type: 'community',
  areaCode: '440305',
  address: '科技园路1号',
  longitude: 113.93,
  latitude: 22.53,
  status: 'active',
  deviceCount: 12,
  createDate: CREATED,
};

/** An inactive park in Xihu without coordinates or devices. */
export const XIHU_ROW: Project = {
  id: 2,
  projectCode: 'P-HZ-001',
  projectName: '西湖园区',
  type: 'park',
  areaCode: '330106',
  address: '文三路2号',
  longitude: null,
  latitude: null,
  status: 'inactive',
  deviceCount: 0,
  createDate: CREATED,
};

/** Projects of the page tests. */
export const PROJECTS: Project[] = [NANSHAN_ROW, XIHU_ROW];
