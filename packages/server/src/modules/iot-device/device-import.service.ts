import {
  type DeviceImportRecord,
  type DeviceImportReport,
  type DeviceImportRow,
  type DeviceImportRowResult,
  deviceImportRecordSchema,
} from '@beacon/contracts/iot-device-files';
import { asIssue, issueRefusals } from '@beacon/contracts/issue-refusals';
import { ENTITY_NAMES, type EntityKind, type Refusal, refusal } from '@beacon/contracts/reasons';
import { areaList } from '@vant/area-data';
import type { Insertable, Kysely } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { newDeviceSecret, newIotId } from './device.service';
import { deviceFilesRepository as repo } from './device-files.repository';
import { modelRelevanceRepository } from './model-relevance.repository';
import type { DeviceTable, IotDb, IotDeviceDatabase } from './tables';

/** Why a row is refused: in English (for integrators) and as a refusal of one of its columns. */
type RowRefusal = { reason: string; refusal: Refusal };

/** A row after its rules: either its record or the reason it was refused. */
type Checked = { row: number; devKey: string } & ({ record: DeviceImportRecord } | RowRefusal);

const isRegion = (code: string): boolean =>
  areaList.county_list[code] !== undefined ||
  areaList.city_list[code] !== undefined ||
  areaList.province_list[code] !== undefined;

const checkRules = (row: DeviceImportRow): Checked => {
  const parsed = deviceImportRecordSchema.safeParse(row);
  const devKey = parsed.success ? parsed.data.devKey : (row.devKey?.trim() ?? '');
  if (parsed.success) return { row: row.row, devKey, record: parsed.data };
  const issue = parsed.error.issues[0];
  const [first] = issueRefusals(parsed.error.issues.map(asIssue), { input: row });
  return {
    row: row.row,
    devKey,
    reason: `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'is invalid'}`,
    refusal: first ?? refusal('', 'invalidValue'),
  };
};

const distinct = <T>(values: readonly (T | null)[]): T[] => [
  ...new Set(values.filter((value): value is T => value !== null)),
];

/** What the references of the file's rows resolve to. */
interface Lookups {
  stdModels: Map<string, number>;
  thirdModels: Map<string, number>;
  /** Associated `<std>/<third>` model id pairs. */
  associated: Set<string>;
  categories: Set<number>;
  projects: Set<string>;
  takenDevKeys: Set<string>;
}

const thirdKey = (manufacturer: string, modelNumber: string) => `${manufacturer}\u0000${modelNumber}`;

const lookUp = async (db: IotDb, records: readonly DeviceImportRecord[], scope: ProjectScope): Promise<Lookups> => {
  const thirdRows = await repo.thirdModelsByNumber(db, distinct(records.map((r) => r.thirdModelNumber)));
  const stdModels = await repo.stdModelIdsByKey(db, distinct(records.map((r) => r.productKey)));
  return {
    stdModels,
    thirdModels: new Map(thirdRows.map((t) => [thirdKey(t.manufacturer, t.model_number), t.id])),
    associated: await modelRelevanceRepository.pairsOf(db, [...stdModels.values()]),
    categories: await repo.existingCategoryIds(db, distinct(records.map((r) => r.categoryId))),
    projects: await repo.existingProjectCodes(db, distinct(records.map((r) => r.projectCode)), scope),
    takenDevKeys: await repo.existingDevKeys(db, distinct(records.map((r) => r.devKey))),
  };
};

/** A row's column naming a record of this kind that does not exist. */
const missing = (column: string, entity: EntityKind, id: string | number, shown: string): RowRefusal => ({
  reason: `${column}: ${ENTITY_NAMES[entity]} ${shown} does not exist`,
  refusal: refusal(column, 'notFound', { entity, id }),
});

/** The id of a row's third-party model, null when it names none (or none that exists). */
const thirdModelOf = (record: DeviceImportRecord, found: Lookups): number | null =>
  record.thirdManufacturer !== null && record.thirdModelNumber !== null
    ? (found.thirdModels.get(thirdKey(record.thirdManufacturer, record.thirdModelNumber)) ?? null)
    : null;

/** The reason a row's references refuse it, or null. */
const referenceProblem = (record: DeviceImportRecord, found: Lookups): RowRefusal | null => {
  if (found.takenDevKeys.has(record.devKey))
    return { reason: `devKey: device '${record.devKey}' already exists`, refusal: refusal('devKey', 'alreadyExists') };
  if (!found.stdModels.has(record.productKey))
    return missing('productKey', 'stdModel', record.productKey, `'${record.productKey}'`);
  if (!found.projects.has(record.projectCode))
    return missing('projectCode', 'project', record.projectCode, `'${record.projectCode}'`);
  if (
    record.thirdManufacturer !== null &&
    record.thirdModelNumber !== null &&
    !found.thirdModels.has(thirdKey(record.thirdManufacturer, record.thirdModelNumber))
  ) {
    const name = `${record.thirdManufacturer} ${record.thirdModelNumber}`;
    return missing('thirdModelNumber', 'thirdModel', name, `'${name}'`);
  }
  const third = thirdModelOf(record, found);
  if (third !== null && !found.associated.has(`${found.stdModels.get(record.productKey)}/${third}`)) {
    const name = `${record.thirdManufacturer} ${record.thirdModelNumber}`;
    return {
      reason: `thirdModelNumber: third-party model '${name}' is not associated with standard model '${record.productKey}'`,
      refusal: refusal('thirdModelNumber', 'modelsNotAssociated', { stdModel: record.productKey, thirdModel: name }),
    };
  }
  if (record.categoryId !== null && !found.categories.has(record.categoryId))
    return missing('categoryId', 'category', record.categoryId, String(record.categoryId));
  if (record.areaCode !== null && !isRegion(record.areaCode))
    return missing('areaCode', 'region', record.areaCode, record.areaCode);
  return null;
};

const toColumns = (record: DeviceImportRecord, found: Lookups, now: number): Insertable<DeviceTable> => ({
  iot_id: newIotId(),
  dev_key: record.devKey,
  name: record.name,
  std_model_id: found.stdModels.get(record.productKey) ?? 0,
  third_model_id: thirdModelOf(record, found),
  project_code: record.projectCode,
  category_id: record.categoryId,
  area_code: record.areaCode,
  address: record.address,
  status: 'inactive',
  last_online_time: null,
  firmware: record.firmware,
  device_secret: newDeviceSecret(),
  create_date: now,
  update_date: now,
});

/** Device import: every row checked and reported; the file's devices are written all together or not at all. */
export class DeviceImportService {
  constructor(private readonly db: Kysely<IotDeviceDatabase>) {}

  /** Rows naming a project outside the caller's scope are refused as naming a project that does not exist. */
  async import(rows: readonly DeviceImportRow[], scope: ProjectScope): Promise<DeviceImportReport> {
    return this.db.transaction().execute(async (trx) => {
      const checked = rows.map(checkRules);
      const firstRowOf = new Map<string, number>();
      const records = checked.flatMap((row) => ('record' in row ? [row.record] : []));
      const found = await lookUp(trx, records, scope);
      const results: DeviceImportRowResult[] = checked.map((row) => {
        const refused = (why: RowRefusal) => ({ row: row.row, devKey: row.devKey, ok: false, ...why });
        if (!('record' in row)) return refused(row);
        const first = firstRowOf.get(row.devKey);
        if (first !== undefined)
          return refused({
            reason: `devKey: '${row.devKey}' repeats row ${first}`,
            refusal: refusal('devKey', 'repeatsRow', { row: first }),
          });
        firstRowOf.set(row.devKey, row.row);
        const problem = referenceProblem(row.record, found);
        return problem === null ? { row: row.row, devKey: row.devKey, ok: true } : refused(problem);
      });
      const refused = results.filter((result) => !result.ok).length;
      if (refused === 0) {
        const now = Date.now();
        await repo.insertMany(
          trx,
          records.map((record) => toColumns(record, found, now)),
        );
      }
      return { imported: refused === 0, total: rows.length, accepted: rows.length - refused, refused, rows: results };
    });
  }
}
