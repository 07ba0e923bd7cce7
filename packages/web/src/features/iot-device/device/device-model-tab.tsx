import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { EventDef, ParamDef, PropertyDef, ServiceDef } from '@beacon/contracts/thing-model';
import { useQuery } from '@tanstack/react-query';
import { Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { dataTypeText } from '../../../components/thing-model-editor/data-type-text';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';

const paramsText = (params: readonly ParamDef[]): string => params.map((param) => param.identifier).join(', ');

function DefinitionTable<T extends { identifier: string }>({
  title,
  rows,
  columns,
  testId,
}: {
  title: string;
  rows: readonly T[];
  columns: ColumnsType<T>;
  testId: string;
}) {
  return (
    <section data-testid={testId} style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table<T>
        size="small"
        bordered
        rowKey="identifier"
        pagination={false}
        scroll={{ x: 640 }}
        dataSource={[...rows]}
        columns={columns}
      />
    </section>
  );
}

/** The device's standard model, read-only: its properties, events and services. */
export function DeviceModelTab({ stdModelId }: { stdModelId: number }) {
  const { t } = useTranslation('device');
  const model = useQuery(endpointQueryOptions(stdModelEndpoints.get, { params: { id: stdModelId } }));
  if (model.isPending) return <Spin />;
  const data = model.data?.data;
  if (!data) return <EmptyState text={t('modelMissing')} />;
  const identifier = { title: t('identifier'), dataIndex: 'identifier', width: 160 };
  const name = { title: t('modelItemName'), dataIndex: 'name', width: 160 };
  return (
    <>
      <DefinitionTable<PropertyDef>
        title={t('modelProperties')}
        testId="device-model-properties"
        rows={data.properties}
        columns={[
          identifier,
          name,
          {
            title: t('accessMode'),
            dataIndex: 'accessMode',
            width: 90,
            render: (mode: PropertyDef['accessMode']) => t(`accessModes.${mode}`),
          },
          { title: t('dataType'), key: 'dataType', render: (_value, row) => dataTypeText(row.dataType, t) },
        ]}
      />
      <DefinitionTable<EventDef>
        title={t('modelEvents')}
        testId="device-model-events"
        rows={data.events}
        columns={[
          identifier,
          name,
          {
            title: t('eventType'),
            dataIndex: 'type',
            width: 90,
            render: (type: EventDef['type']) => t(`values.eventType.${type}`),
          },
          { title: t('outputData'), key: 'outputData', render: (_value, row) => paramsText(row.outputData) },
        ]}
      />
      <DefinitionTable<ServiceDef>
        title={t('modelServices')}
        testId="device-model-services"
        rows={data.services}
        columns={[
          identifier,
          name,
          {
            title: t('callType'),
            dataIndex: 'callType',
            width: 90,
            render: (type: ServiceDef['callType']) => t(`callTypes.${type}`),
          },
          { title: t('inputData'), key: 'inputData', render: (_value, row) => paramsText(row.inputData) },
          { title: t('outputData'), key: 'outputData', render: (_value, row) => paramsText(row.outputData) },
        ]}
      />
    </>
  );
}
