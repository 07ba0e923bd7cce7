import {
  GATEWAY_APP_LIST_MAX,
  type GatewayApp,
  type GatewayAppCreated,
  type GatewayAppFilter,
  type GatewayAppPageRequest,
  type GatewayAppSave,
  type GatewayAppUpdate,
} from '@beacon/contracts/gateway-app';
import type { FormBPage } from '@beacon/contracts/protocol';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { type AppRow, appRepository as repo } from './app.repository';
import { type AppSecrets, newAppId } from './app-secrets';
import type { GatewayAppDatabase } from './tables';

/** An application row on the wire (the row holds no secret to leak). */
export const toApp = (row: AppRow): GatewayApp => ({
  id: Number(row.id),
  name: row.name,
  appId: row.app_id,
  isClosed: Number(row.is_closed) === 1,
  owner: row.owner,
  callbackUrl: row.callback_url,
  createDate: Number(row.create_date),
});

/** The gateway's applications: created with a generated appId and secret, edited, closed or opened, deleted. */
export class AppService {
  constructor(
    private readonly db: Kysely<GatewayAppDatabase>,
    private readonly secrets: AppSecrets,
    private readonly now: () => number = Date.now,
  ) {}

  /** A page of applications. */
  async page(request: GatewayAppPageRequest): Promise<FormBPage<GatewayApp>> {
    const { rows, total } = await repo.page(this.db, request);
    return { records: rows.map(toApp), total };
  }

  /** Applications for selects (capped). */
  async list(filter: GatewayAppFilter): Promise<GatewayApp[]> {
    return (await repo.list(this.db, filter, GATEWAY_APP_LIST_MAX)).map(toApp);
  }

  /** One application (404 when missing). */
  async get(id: number): Promise<GatewayApp> {
    const row = await repo.find(this.db, id);
    if (!row) throw AppError.missing('gatewayApp', id);
    return toApp(row);
  }

  /** Creates an application owned by `owner`, answering its secret this once (a repeated name: the database's 409). */
  async create(input: GatewayAppSave, owner: string): Promise<GatewayAppCreated> {
    const appId = newAppId();
    const { secret, sealed } = this.secrets.issue(appId);
    const at = this.now();
    const id = await repo.insert(this.db, {
      name: input.name,
      callback_url: input.callbackUrl,
      app_id: appId,
      secret_sealed: sealed,
      is_closed: 0,
      owner,
      create_date: at,
      update_date: at,
    });
    return { ...(await this.get(id)), secret };
  }

  /** Edits an application's name and callback URL. */
  async update({ id, name, callbackUrl }: GatewayAppUpdate): Promise<GatewayApp> {
    const changed = await repo.update(this.db, id, { name, callback_url: callbackUrl, update_date: this.now() });
    if (changed === 0) throw AppError.missing('gatewayApp', id);
    return this.get(id);
  }

  /** Closes (the gateway refuses its calls) or opens an application. */
  async setClosed(id: number, isClosed: boolean): Promise<void> {
    const changed = await repo.update(this.db, id, { is_closed: isClosed ? 1 : 0, update_date: this.now() });
    if (changed === 0) throw AppError.missing('gatewayApp', id);
  }

  /** A new secret for an application, answered this once; the old one stops working with this write. */
  async resetSecret(id: number): Promise<{ secret: string }> {
    const app = await this.get(id);
    const { secret, sealed } = this.secrets.issue(app.appId);
    const changed = await repo.update(this.db, id, { secret_sealed: sealed, update_date: this.now() });
    if (changed === 0) throw AppError.missing('gatewayApp', id);
    return { secret };
  }

  /** Deletes an application and its bindings. */
  async remove(id: number): Promise<void> {
    if ((await repo.remove(this.db, id)) === 0) throw AppError.missing('gatewayApp', id);
  }
}
