import {
  DOMAIN_MODEL_STATUSES,
  DOMAINS,
  type DomainModel,
  type DomainModelCreate,
  type DomainModelOption,
  type DomainModelPageRequest,
  type DomainModelStatus,
  type DomainModelUpdate,
  domainServiceSchema,
  validateDomainServices,
} from '@beacon/contracts/iot-domain-model';
import { IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { domainModelRepository } from './domain-model.repository';
import { invalidBody } from './model-rules';
import { stdModelRepository } from './std-model.repository';
import type { DomainModelTable, IotDb, IotDeviceDatabase } from './tables';

const readDomain = z.enum(DOMAINS).catch('security');
const readStatus = z.enum(DOMAIN_MODEL_STATUSES).catch('draft');
const readServices = z.array(domainServiceSchema);

const toDomainModel = (row: Selectable<DomainModelTable>): DomainModel => ({
  id: row.id,
  name: row.name,
  code: row.code,
  domain: readDomain.parse(row.domain),
  version: row.version,
  status: readStatus.parse(row.status),
  description: row.description,
  services: readServices.parse(JSON.parse(row.services)),
  createDate: Number(row.create_date),
  updateDate: Number(row.update_date),
});

const checkedServices = (services: unknown[]): string => {
  const result = validateDomainServices(services);
  if (!result.ok) throw invalidBody(result.errors);
  return JSON.stringify(result.services);
};

/** The domain model, which must exist and be a draft (published models are read-only). */
const draft = async (db: IotDb, id: number, action: string) => {
  const row = await domainModelRepository.findById(db, id);
  if (!row) throw AppError.missing('domainModel', id);
  if (row.status !== 'draft')
    throw AppError.conflict(`id: domain model is published; only drafts can be ${action}`, 409).with(
      refusal('id', 'notDraft'),
    );
  return row;
};

/** Domain service models: drafts are edited, published, deleted; published ones are read-only. */
export class DomainModelService {
  constructor(private readonly db: Kysely<IotDeviceDatabase>) {}

  async page(filter: DomainModelPageRequest): Promise<{ items: DomainModel[]; total: number }> {
    const { rows, total } = await domainModelRepository.page(this.db, filter);
    return { items: rows.map(toDomainModel), total };
  }

  async options(status: DomainModelStatus | undefined): Promise<DomainModelOption[]> {
    const rows = await domainModelRepository.options(this.db, status, IOT_MODEL_LIMITS.listCap);
    return rows.map((row) => ({ ...row, domain: readDomain.parse(row.domain), status: readStatus.parse(row.status) }));
  }

  async get(id: number): Promise<DomainModel> {
    const row = await domainModelRepository.findById(this.db, id);
    if (!row) throw AppError.missing('domainModel', id);
    return toDomainModel(row);
  }

  async create(input: DomainModelCreate): Promise<DomainModel> {
    const services = checkedServices(input.services);
    const now = Date.now();
    const id = await domainModelRepository.insert(this.db, {
      name: input.name,
      code: input.code,
      domain: input.domain,
      version: input.version,
      status: 'draft',
      description: input.description,
      services,
      create_date: now,
      update_date: now,
    });
    return this.get(id);
  }

  async update(input: DomainModelUpdate): Promise<DomainModel> {
    const services = checkedServices(input.services);
    await this.db.transaction().execute(async (trx) => {
      await draft(trx, input.id, 'edited');
      await domainModelRepository.update(trx, input.id, {
        name: input.name,
        domain: input.domain,
        version: input.version,
        description: input.description,
        services,
        update_date: Date.now(),
      });
    });
    return this.get(input.id);
  }

  async publish(id: number): Promise<DomainModel> {
    await this.db.transaction().execute(async (trx) => {
      await draft(trx, id, 'published');
      await domainModelRepository.update(trx, id, { status: 'published', update_date: Date.now() });
    });
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await draft(trx, id, 'deleted');
      const models = await stdModelRepository.countBy(trx, 'domain_model_id', id);
      if (models > 0)
        throw AppError.inUse(`id: domain model is implemented by ${models} standard model(s)`, 'stdModels', models);
      await domainModelRepository.remove(trx, id);
    });
  }
}
