import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import type { BoundApi } from '@beacon/contracts/gateway';
import type { OpenApi } from '@beacon/contracts/open-platform-api';
import { openApiEndpoints } from '@beacon/contracts/open-platform-api.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';
import { invalidateEndpoints } from '../crud/invalidate-endpoints';
import { Permission } from '../permission/permission';

const NO_APIS: readonly OpenApi[] = [];
const STATUS_COLORS: Readonly<Record<BoundApi['status'], string>> = {
  draft: 'default',
  online: 'green',
  offline: 'orange',
};

/** Props of the bound-APIs dialog of a gateway record (a plugin, a service cluster). */
export interface BoundApisDialogProps {
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  /** The record's name, in the title. */
  name: string;
  /** The bound APIs' query key (of the endpoint that lists them) and their load. */
  boundKey: readonly unknown[];
  loadBound(): Promise<readonly BoundApi[]>;
  /** Which APIs may be chosen to bind (default every one not bound yet). */
  choosable?(api: OpenApi): boolean;
  bind(apiIds: number[]): Promise<unknown>;
  /** Unbinds one API; absent, the list offers no unbinding. */
  unbind?(apiId: number): Promise<unknown>;
  /** The button page id binding and unbinding need. */
  button: string;
  /** Endpoints whose resources a change makes stale (the record's list, the bound list). */
  changes: readonly AnyEndpoint[];
  testId: string;
}

/** The APIs a gateway record is bound to, with binding more (chosen among `/open-platform/api/list`) and unbinding. */
export function BoundApisDialog(props: BoundApisDialogProps) {
  const { t } = useTranslation('gatewayBoundApis');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const bound = useQuery({ queryKey: [...props.boundKey], queryFn: props.loadBound, staleTime: 0 });
  const apis = useQuery(endpointQueryOptions(openApiEndpoints.list, { body: {} }, { silent: true })).data?.object;
  const boundIds = new Set((bound.data ?? []).map((api) => api.id));
  const options = (apis ?? NO_APIS)
    .filter((api) => !boundIds.has(api.id) && (props.choosable?.(api) ?? true))
    .map((api) => ({ value: api.id, label: `${api.name} (${api.method} ${api.path})` }));
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      await invalidateEndpoints(client, [...props.changes, openApiEndpoints.list]);
      await bound.refetch();
    },
  });
  const bind = () =>
    change.mutate(() => props.bind(chosen), {
      onSuccess: () => {
        void message.success(t('bound', { count: chosen.length }));
        setChosen([]);
      },
    });
  const unbind = props.unbind;
  return (
    <Modal
      open={props.open}
      title={t('title', { name: props.name })}
      onCancel={props.onClose}
      afterClose={props.afterClose}
      footer={null}
      width={768}
      data-testid={props.testId}
    >
      <Permission pageId={props.button}>
        <Space.Compact style={{ display: 'flex', marginBottom: 16 }}>
          <Select
            mode="multiple"
            style={{ flex: 1 }}
            value={chosen}
            onChange={setChosen}
            options={options}
            placeholder={t('choose')}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid={`${props.testId}-choose`}
          />
          <Button type="primary" disabled={chosen.length === 0} loading={change.isPending} onClick={bind}>
            {t('bind')}
          </Button>
        </Space.Compact>
      </Permission>
      <Table<BoundApi>
        rowKey="id"
        size="small"
        loading={bound.isFetching}
        dataSource={[...(bound.data ?? [])]}
        pagination={false}
        scroll={{ y: 360 }}
        locale={{ emptyText: t('empty') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('name') },
          { key: 'path', title: t('path'), render: (_value, api) => `${api.method} ${api.path}` },
          {
            key: 'status',
            title: t('status'),
            width: 100,
            render: (_value, api) => <Tag color={STATUS_COLORS[api.status]}>{t(`statuses.${api.status}`)}</Tag>,
          },
          ...(unbind
            ? [
                {
                  key: 'actions',
                  title: '',
                  width: 90,
                  render: (_value: unknown, api: BoundApi) => (
                    <Permission pageId={props.button}>
                      <Button
                        type="link"
                        danger
                        size="small"
                        onClick={() =>
                          change.mutate(() => unbind(api.id), {
                            onSuccess: () => void message.success(t('unbound', { name: api.name })),
                          })
                        }
                      >
                        {t('unbind')}
                      </Button>
                    </Permission>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Modal>
  );
}
