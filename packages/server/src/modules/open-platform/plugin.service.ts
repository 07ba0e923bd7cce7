import { type BoundApi, GATEWAY_LIMITS } from '@beacon/contracts/gateway';
import type { Plugin, PluginBind, PluginPageRequest, PluginSave, PluginUpdate } from '@beacon/contracts/gateway-plugin';
import type { FormBPage } from '@beacon/contracts/protocol';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error';
import { existingApis, toBoundApi } from './gateway-apis';
import { pluginRepository as repo } from './plugin.repository';
import { pluginColumns, toPlugin } from './plugin-rows';
import type { OpenPlatformDatabase } from './tables';

/** The gateway's plugins (a type and its configuration) and the APIs they are bound to. */
export class PluginService {
  constructor(
    private readonly db: Kysely<OpenPlatformDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A page of plugins. */
  async page(request: PluginPageRequest): Promise<FormBPage<Plugin>> {
    const { rows, total } = await repo.page(this.db, request);
    return { records: rows.map(toPlugin), total };
  }

  /** One plugin (404 naming `path` when missing). */
  async get(id: number, path = 'id'): Promise<Plugin> {
    const row = await repo.find(this.db, id);
    if (!row) throw AppError.missing('plugin', id, path);
    return toPlugin(row);
  }

  /** Creates a plugin (a repeated name is the database's 409). */
  async create(input: PluginSave): Promise<Plugin> {
    const at = this.now();
    return this.get(await repo.insert(this.db, { ...pluginColumns(input), create_date: at, update_date: at }));
  }

  /** Replaces a plugin's name, type and configuration. */
  async update({ id, ...input }: PluginUpdate): Promise<Plugin> {
    if ((await repo.update(this.db, id, { ...pluginColumns(input), update_date: this.now() })) === 0)
      throw AppError.missing('plugin', id);
    return this.get(id);
  }

  /** Deletes a plugin and its bindings. */
  async remove(id: number): Promise<void> {
    if ((await repo.remove(this.db, id)) === 0) throw AppError.missing('plugin', id);
  }

  /** Binds a plugin to APIs (those already bound stay bound; an unknown API: 404 naming it). */
  async bind({ pluginId, apiIds }: PluginBind): Promise<void> {
    await this.get(pluginId, 'pluginId');
    await existingApis(this.db, apiIds);
    await repo.bind(this.db, pluginId, [...new Set(apiIds)], this.now());
  }

  /** Unbinds a plugin from APIs (one not bound is no error). */
  async unbind({ pluginId, apiIds }: PluginBind): Promise<void> {
    await this.get(pluginId, 'pluginId');
    await repo.unbind(this.db, pluginId, apiIds);
  }

  /** The APIs a plugin is bound to, by name. */
  async apis(pluginId: number): Promise<BoundApi[]> {
    await this.get(pluginId, 'pluginId');
    return (await repo.apis(this.db, pluginId, GATEWAY_LIMITS.boundListMax)).map(toBoundApi);
  }
}
