import type { Plugin } from '@beacon/contracts/gateway-plugin';
import { PLUGIN_BUTTONS, pluginEndpoints } from '@beacon/contracts/gateway-plugin.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import type { TextContext } from '../../../components/page-kit/page-spec';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { PluginApisDialog } from './plugin-apis-dialog';
import { PluginFormDrawer } from './plugin-form-drawer';

const TYPE_COLORS = {
  'rate-limit': 'blue',
  'ip-restriction': 'red',
  'request-size': 'orange',
  cors: 'green',
  'header-rewrite': 'purple',
} as const;

/** A plugin's configuration in one line, in the operator's language. */
export const configText = (plugin: Plugin, { t }: Pick<TextContext, 't'>): string => {
  switch (plugin.type) {
    case 'rate-limit':
      return t('summary.rateLimit', { ...plugin.config, key: t(`values.key.${plugin.config.key}`) });
    case 'ip-restriction':
      return t('summary.ipRestriction', { allow: plugin.config.allow.length, deny: plugin.config.deny.length });
    case 'request-size':
      return t('summary.requestSize', plugin.config);
    case 'cors':
      return t('summary.cors', {
        origins: plugin.config.origins.join(', '),
        methods: plugin.config.methods.join(', '),
      });
    case 'header-rewrite': {
      const count = (side: { set: Record<string, string>; remove: string[] }) =>
        Object.keys(side.set).length + side.remove.length;
      return t('summary.headerRewrite', {
        request: count(plugin.config.request),
        response: count(plugin.config.response),
      });
    }
  }
};

/**
 * /open-api-gateway/plugin: the gateway's plugins (`/api/v1/gateway/plugin`, form B): rate limit, IP allow/deny
 * list, request size, CORS and header rewrite, each configured by its type; bound to APIs in a dialog.
 */
export default definePage({
  route: '/open-api-gateway/plugin',
  texts: 'gatewayPlugin',
  endpoint: pluginEndpoints.page,
  filters: ['name', 'type'],
  columns: [
    { key: 'name', width: 200 },
    { key: 'type', width: 130, tags: TYPE_COLORS },
    { key: 'config', width: 320, text: (row, context) => configText(row, context) },
    { key: 'apiCount', width: 110, align: 'right' },
    { key: 'createDate', format: 'dateTime', width: 170, only: ['detail', 'export'] },
    { key: 'updateDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'dialog', key: 'apis', dialog: PluginApisDialog },
    { kind: 'edit', button: PLUGIN_BUTTONS.edit },
    {
      kind: 'delete',
      button: PLUGIN_BUTTONS.delete,
      name: (row) => row.name,
      call: (row) => callEndpoint(pluginEndpoints.remove, { query: { id: row.id } }),
    },
  ],
  actionsWidth: 190,
  toolbar: [{ kind: 'create', button: PLUGIN_BUTTONS.create }, 'export'],
  form: PluginFormDrawer,
});
