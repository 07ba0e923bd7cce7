import { type Plugin, type PluginSave, pluginSchema } from '@beacon/contracts/gateway-plugin';
import type { Selectable } from 'kysely';
import type { GatewayPluginTable } from './gateway-tables';

/** A plugin row with the number of APIs bound to it. */
export type PluginRow = Selectable<GatewayPluginTable> & { api_count: number | string | bigint | null };

/** A plugin row on the wire (its stored config read back through its type's schema). */
export const toPlugin = (row: PluginRow): Plugin =>
  pluginSchema.parse({
    id: Number(row.id),
    name: row.name,
    type: row.type,
    config: JSON.parse(row.config),
    apiCount: Number(row.api_count ?? 0),
    createDate: Number(row.create_date),
    updateDate: Number(row.update_date),
  });

/** The columns of a plugin as created or edited. */
export const pluginColumns = (input: PluginSave) => ({
  name: input.name,
  type: input.type,
  config: JSON.stringify(input.config),
});
