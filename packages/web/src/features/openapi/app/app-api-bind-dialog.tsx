import { DIALOG_WIDTH } from '@beacon/contracts/constants';
import { gatewayAppBindingEndpoints as E } from '@beacon/contracts/gateway-app.endpoints';
import { openApiEndpoints } from '@beacon/contracts/open-platform-api.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { reportError } from '../../../lib/api-client/report-error';

/** Props of the API binding dialog. */
export interface AppApiBindDialogProps {
  appId: number;
  /** The APIs bound already (not offered again). */
  bound: readonly number[];
  onClose: () => void;
}

/** Binds more of the business centre's APIs (`/open-platform/api/list`) to an application. */
export function AppApiBindDialog({ appId, bound, onClose }: AppApiBindDialogProps) {
  const { t } = useTranslation('gatewayApp');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const apis = useQuery(endpointQueryOptions(openApiEndpoints.list, { body: {} }));
  const options = (apis.data?.object ?? [])
    .filter((api) => !bound.includes(api.id))
    .map((api) => ({ value: api.id, label: `${api.name} (${api.method} ${api.path})` }));

  const bind = async () => {
    if (chosen.length === 0) return onClose();
    setSaving(true);
    try {
      await callEndpoint(E.bindApis, { body: { id: appId, apiIds: chosen } });
      void message.success(t('apisBound', { count: chosen.length }));
      await invalidateEndpoints(client, [E.bindApis]);
      onClose();
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={t('bindApi')}
      onCancel={onClose}
      onOk={() => void bind()}
      okButtonProps={{ loading: saving, 'data-testid': 'app-bind-api-ok' }}
      data-testid="app-bind-api-dialog"
    >
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        loading={apis.isFetching}
        placeholder={t('chooseApis')}
        optionFilterProp="label"
        value={chosen}
        onChange={setChosen}
        options={options}
        data-testid="app-bind-api-select"
      />
    </Modal>
  );
}
