import type { OpenApi } from '@beacon/contracts/open-platform-api';
import { openApiEndpoints } from '@beacon/contracts/open-platform-api.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaText } from '../../../components/json-schema-input/json-schema-text';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';

/** A JSON Schema shown as indented JSON, or -- for none. */
const SchemaBlock = ({ schema }: { schema: Record<string, unknown> | null }) =>
  schema === null ? (
    '--'
  ) : (
    <Typography.Paragraph copyable style={{ margin: 0 }}>
      <pre style={{ margin: 0, maxHeight: 240, overflow: 'auto' }}>{schemaText(schema)}</pre>
    </Typography.Paragraph>
  );

/** The definition an API was last deployed with (`api/view`), read-only. */
export function ApiViewDialog({ open, record, onClose, afterClose }: RecordDialogProps<OpenApi>) {
  const { t } = useTranslation('openApi');
  const view = useQuery({ ...endpointQueryOptions(openApiEndpoints.view, { query: { id: record.id } }), staleTime: 0 });
  const api = view.data?.object;
  return (
    <Modal
      open={open}
      title={t('viewTitle', { name: record.name })}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={768}
      data-testid="api-view-dialog"
    >
      {!api ? (
        <Spin spinning={view.isFetching} style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('name')}>{api.name}</Descriptions.Item>
          <Descriptions.Item label={t('path')}>{`${api.method} ${api.path}`}</Descriptions.Item>
          <Descriptions.Item label={t('target')}>
            {api.builtin
              ? t(`values.builtin.${api.builtin}`)
              : `${api.clusterId === null ? t('noCluster') : t('cluster', { id: api.clusterId })} ${api.backendPath}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('publishedAt')}>{formatDateTime(api.publishedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('requestSchema')}>
            <SchemaBlock schema={api.requestSchema} />
          </Descriptions.Item>
          <Descriptions.Item label={t('responseSchema')}>
            <SchemaBlock schema={api.responseSchema} />
          </Descriptions.Item>
          <Descriptions.Item label={t('description')}>{api.description || '--'}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
