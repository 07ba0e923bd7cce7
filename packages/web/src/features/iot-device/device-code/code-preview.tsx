import type { Device } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectName, useProjectChoices } from '../../../components/project/project-choices';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import type { CodeRequest } from './code-request';

/** How many devices the preview lists. */
export const PREVIEW_ROWS = 10;

/** What the PDF will hold: how many devices, and the first of them. */
export interface CodePreview {
  /** Undefined while counting. */
  count: number | undefined;
  rows: Device[];
  loading: boolean;
}

/** The count and the first rows of what will be printed (a selection's first devices, a filter's first page). */
export function useCodePreview(request: CodeRequest): CodePreview {
  const filter = request.kind === 'filter' ? request.filter : {};
  const body = { ...filter, page_index: 1, page_size: PREVIEW_ROWS };
  const page = useQuery({
    ...endpointQueryOptions(deviceEndpoints.page, { body }),
    enabled: request.kind === 'filter',
  });
  const firstIds = request.kind === 'selection' ? request.iotIds.slice(0, PREVIEW_ROWS) : [];
  const details = useQueries({
    queries: firstIds.map((iotId) => endpointQueryOptions(deviceEndpoints.get, { params: { iotId } })),
  });
  if (request.kind === 'selection') {
    const rows = details.flatMap((detail) => (detail.data ? [detail.data.data] : []));
    return { count: request.iotIds.length, rows, loading: details.some((detail) => detail.isPending) };
  }
  const result = page.data?.result;
  return { count: result?.total_count, rows: result?.items ?? [], loading: page.isPending };
}

/** The first devices to print as a small table. */
export function CodePreviewTable({ rows, loading }: { rows: readonly Device[]; loading: boolean }) {
  const { t } = useTranslation('deviceCode');
  const projects = useProjectChoices();
  return (
    <Table<Device>
      size="small"
      bordered
      rowKey="iotId"
      loading={loading}
      pagination={false}
      scroll={{ x: 640 }}
      dataSource={[...rows]}
      data-testid="device-code-preview"
      columns={[
        { title: t('iotId'), dataIndex: 'iotId', width: 200 },
        { title: t('devKey'), dataIndex: 'devKey', width: 160, ellipsis: true },
        { title: t('name'), dataIndex: 'name', width: 160, ellipsis: true },
        { title: t('project'), dataIndex: 'projectCode', render: (code: string) => projectName(projects, code) },
      ]}
    />
  );
}
