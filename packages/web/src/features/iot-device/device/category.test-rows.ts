import type { DeviceCategoryNode } from '@beacon/contracts/iot-model-catalog';

const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

/** A category tree: 公共区域 (community) → 楼栋 (house). */
export const CATEGORY_TREE: DeviceCategoryNode[] = [
  {
    id: 1,
    name: '公共区域',
    type: 0,
    parentId: null,
    createDate: CREATED,
    children: [{ id: 2, name: '楼栋', type: 1, parentId: 1, createDate: CREATED, children: [] }],
  },
];
