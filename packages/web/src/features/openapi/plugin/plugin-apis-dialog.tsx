import type { Plugin } from '@beacon/contracts/gateway-plugin';
import { PLUGIN_BUTTONS, pluginEndpoints } from '@beacon/contracts/gateway-plugin.endpoints';
import { BoundApisDialog } from '../../../components/open-api/bound-apis-dialog';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { callEndpoint, endpointQueryKey } from '../../../lib/api-client/call-endpoint';

/** The APIs a plugin is bound to (`plugin/api-list`): bind more (`plugin/bing-api`), unbind (`plugin/remove-bing`). */
export function PluginApisDialog({ open, record, onClose, afterClose }: RecordDialogProps<Plugin>) {
  const pluginId = record.id;
  return (
    <BoundApisDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      name={record.name}
      boundKey={endpointQueryKey(pluginEndpoints.apis, { query: { pluginId } })}
      loadBound={() => callEndpoint(pluginEndpoints.apis, { query: { pluginId } }).then((reply) => reply.object)}
      bind={(apiIds) => callEndpoint(pluginEndpoints.bind, { body: { pluginId, apiIds } })}
      unbind={(apiId) => callEndpoint(pluginEndpoints.unbind, { body: { pluginId, apiIds: [apiId] } })}
      button={PLUGIN_BUTTONS.bind}
      changes={[pluginEndpoints.page]}
      testId="plugin-apis-dialog"
    />
  );
}
