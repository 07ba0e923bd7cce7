import type { Insertable, Updateable } from 'kysely';
import type { DeviceCategoryTable, IotDb, ProductGroupTable } from './tables';

/** Queries of product groups. */
export const productGroupRepository = {
  findById: (db: IotDb, id: number) =>
    db.selectFrom('iot_product_group').selectAll().where('id', '=', id).executeTakeFirst(),
  all: (db: IotDb, cap: number) =>
    db.selectFrom('iot_product_group').selectAll().orderBy('name').orderBy('id').limit(cap).execute(),
  insert: async (db: IotDb, row: Insertable<ProductGroupTable>): Promise<number> =>
    (await db.insertInto('iot_product_group').values(row).returning('id').executeTakeFirstOrThrow()).id,
  update: (db: IotDb, id: number, changes: Updateable<ProductGroupTable>) =>
    db.updateTable('iot_product_group').set(changes).where('id', '=', id).execute(),
  remove: (db: IotDb, id: number) => db.deleteFrom('iot_product_group').where('id', '=', id).execute(),
};

/** Queries of device categories. */
export const deviceCategoryRepository = {
  findById: (db: IotDb, id: number) =>
    db.selectFrom('iot_device_category').selectAll().where('id', '=', id).executeTakeFirst(),
  /** Every category (the tree is small: an estate's communities, houses and parks). */
  all: (db: IotDb) => db.selectFrom('iot_device_category').selectAll().orderBy('id').execute(),
  countChildren: async (db: IotDb, id: number): Promise<number> => {
    const row = await db
      .selectFrom('iot_device_category')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  /** The parent id of each category (to walk up from a node). */
  parents: (db: IotDb) => db.selectFrom('iot_device_category').select(['id', 'parent_id']).execute(),
  insert: async (db: IotDb, row: Insertable<DeviceCategoryTable>): Promise<number> =>
    (await db.insertInto('iot_device_category').values(row).returning('id').executeTakeFirstOrThrow()).id,
  update: (db: IotDb, id: number, changes: Updateable<DeviceCategoryTable>) =>
    db.updateTable('iot_device_category').set(changes).where('id', '=', id).execute(),
  remove: (db: IotDb, id: number) => db.deleteFrom('iot_device_category').where('id', '=', id).execute(),
};
