import type { GatewayAppProject } from '@beacon/contracts/gateway-app';
import { gatewayAppBindingEndpoints as E } from '@beacon/contracts/gateway-app.endpoints';
import { MAX_PAGE_SIZE } from '@beacon/contracts/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { reportError } from '../../../lib/api-client/report-error';

/** Props of the project binding dialog. */
export interface AppProjectBindDialogProps {
  appId: number;
  /** The codes bound now (checked to start with). */
  bound: readonly string[];
  onClose: () => void;
}

/**
 * Sets an application's projects: the caller's projects (`app/project-page`, each with its `bound` flag), searched by
 * name, checked or not; saving sends the checked codes (`app/bing-project`).
 */
export function AppProjectBindDialog({ appId, bound, onClose }: AppProjectBindDialogProps) {
  const { t } = useTranslation('gatewayApp');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState<string[]>([...bound]);
  const [saving, setSaving] = useState(false);
  const body = { data: { id: appId, ...(search ? { projectName: search } : {}) }, offset: 0, limit: MAX_PAGE_SIZE };
  const page = useQuery(endpointQueryOptions(E.projectPage, { body }));

  const save = async () => {
    setSaving(true);
    try {
      await callEndpoint(E.bindProjects, { body: { id: appId, projectCodes: checked } });
      void message.success(t('projectsBound'));
      await invalidateEndpoints(client, [E.bindProjects]);
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
      width={720}
      title={t('bindProject')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ loading: saving, 'data-testid': 'app-bind-project-ok' }}
      data-testid="app-bind-project-dialog"
    >
      <Input.Search
        allowClear
        placeholder={t('projectName')}
        onSearch={(text) => setSearch(text.trim())}
        style={{ marginBottom: 12 }}
      />
      <Table<GatewayAppProject>
        rowKey="projectCode"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.object.records ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: checked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setChecked(keys.map(String)),
        }}
        columns={[
          { key: 'projectCode', title: t('projectCode'), dataIndex: 'projectCode' },
          { key: 'projectName', title: t('projectName'), dataIndex: 'projectName' },
          { key: 'areaCode', title: t('areaCode'), dataIndex: 'areaCode' },
        ]}
      />
    </Modal>
  );
}
