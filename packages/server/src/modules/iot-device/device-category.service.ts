import {
  DEVICE_CATEGORY_FALLBACK_TYPE,
  DEVICE_CATEGORY_TYPES,
  type DeviceCategory,
  type DeviceCategoryCreate,
  type DeviceCategoryNode,
  type DeviceCategoryType,
  type DeviceCategoryUpdate,
} from '@beacon/contracts/iot-model-catalog';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { deviceCategoryRepository } from './catalog.repository';
import { deviceRepository } from './device.repository';
import { stdModelRepository } from './std-model.repository';
import type { DeviceCategoryTable, IotDb, IotDeviceDatabase } from './tables';

/** A stored type: 0, 1 or 2; anything else is the spec's older reading (only 0 community, else house) → 1. */
export const readCategoryType = (stored: number): DeviceCategoryType =>
  DEVICE_CATEGORY_TYPES.find((type) => type === Number(stored)) ?? DEVICE_CATEGORY_FALLBACK_TYPE;

const toCategory = (row: Selectable<DeviceCategoryTable>): DeviceCategory => ({
  id: row.id,
  name: row.name,
  type: readCategoryType(row.type),
  parentId: row.parent_id,
  createDate: Number(row.create_date),
});

/** Builds the tree by parentId (rows whose parent is missing become roots, so nothing is hidden). */
export const buildCategoryTree = (categories: readonly DeviceCategory[]): DeviceCategoryNode[] => {
  const nodes = new Map<number, DeviceCategoryNode>(categories.map((c) => [c.id, { ...c, children: [] }]));
  const roots: DeviceCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
};

/** Refuses a parent that does not exist, or is the category itself or one of its descendants. */
const checkParent = async (db: IotDb, parentId: number | null, selfId: number | null): Promise<void> => {
  if (parentId === null) return;
  if (parentId === selfId)
    throw AppError.badRequest('body.parentId: a category cannot be its own parent').with(
      refusal('parentId', 'ownParent'),
    );
  if (!(await deviceCategoryRepository.findById(db, parentId)))
    throw AppError.unknownReference('parentId', 'category', parentId);
  if (selfId === null) return;
  const parentOf = new Map((await deviceCategoryRepository.parents(db)).map((row) => [row.id, row.parent_id]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === selfId)
      throw AppError.badRequest('body.parentId: a category cannot move under its own descendant').with(
        refusal('parentId', 'ownDescendant'),
      );
    seen.add(at);
  }
};

/** Device categories: a tree by parentId with type 0 community, 1 house, 2 park. */
export class DeviceCategoryService {
  constructor(private readonly db: Kysely<IotDeviceDatabase>) {}

  async tree(): Promise<DeviceCategoryNode[]> {
    return buildCategoryTree((await deviceCategoryRepository.all(this.db)).map(toCategory));
  }

  async get(id: number): Promise<DeviceCategory> {
    const row = await deviceCategoryRepository.findById(this.db, id);
    if (!row) throw AppError.missing('category', id);
    return toCategory(row);
  }

  async create(input: DeviceCategoryCreate): Promise<DeviceCategory> {
    const id = await this.db.transaction().execute(async (trx) => {
      await checkParent(trx, input.parentId, null);
      const now = Date.now();
      return deviceCategoryRepository.insert(trx, {
        name: input.name,
        type: input.type,
        parent_id: input.parentId,
        create_date: now,
        update_date: now,
      });
    });
    return this.get(id);
  }

  async update(input: DeviceCategoryUpdate): Promise<DeviceCategory> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await deviceCategoryRepository.findById(trx, input.id))) throw AppError.missing('category', input.id);
      await checkParent(trx, input.parentId, input.id);
      await deviceCategoryRepository.update(trx, input.id, {
        name: input.name,
        type: input.type,
        parent_id: input.parentId,
        update_date: Date.now(),
      });
    });
    return this.get(input.id);
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await deviceCategoryRepository.findById(trx, id))) throw AppError.missing('category', id);
      const children = await deviceCategoryRepository.countChildren(trx, id);
      if (children > 0)
        throw AppError.inUse(
          `id: device category has ${children} sub-categor(ies); delete them first`,
          'subCategories',
          children,
        );
      const models = await stdModelRepository.countBy(trx, 'category_id', id);
      if (models > 0)
        throw AppError.inUse(
          `id: device category is used by ${models} standard model(s); change them first`,
          'stdModels',
          models,
        );
      const devices = await deviceRepository.countBy(trx, 'category_id', id);
      if (devices > 0)
        throw AppError.inUse(
          `id: device category is used by ${devices} device(s); move or delete them first`,
          'devices',
          devices,
        );
      await deviceCategoryRepository.remove(trx, id);
    });
  }
}
