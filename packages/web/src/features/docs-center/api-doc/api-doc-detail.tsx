import { type ApiDoc, pathParamsOf, replySchemaOf, requestPlaceOf } from '@beacon/contracts/docs-center';
import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatters';
import { ApiDocExample } from './api-doc-example';
import { FieldTable } from './field-table';
import { MethodTag } from './method-tag';
import { requestRows, schemaRows } from './schema-rows';

/** Props of one API's documentation. */
export interface ApiDocDetailProps {
  api: ApiDoc;
  /** Its area's and group's names. */
  place: string;
}

/** One online API: method, gateway path, description, request parameters and response as tables, a signed example. */
export function ApiDocDetail({ api, place }: ApiDocDetailProps) {
  const { t } = useTranslation('apiDoc');
  const where = requestPlaceOf(api.method);
  const pathParams = pathParamsOf(api.path);
  const reply = replySchemaOf(api);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        data-testid="api-doc-detail"
        title={
          <Space wrap size={4}>
            <MethodTag method={api.method} />
            <span>{api.name}</span>
          </Space>
        }
      >
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('gatewayPath')}>
            <Typography.Text code copyable={{ text: api.gatewayPath }} style={{ wordBreak: 'break-all' }}>
              {`${api.method} ${api.gatewayPath}`}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('place')}>{place}</Descriptions.Item>
          <Descriptions.Item label={t('kind')}>
            {api.builtin ? (
              <Tag color="blue">{t('builtinOf', { name: t(`values.builtin.${api.builtin}`) })}</Tag>
            ) : (
              t('forwarded')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('description')}>{api.description || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('publishedAt')}>{formatDateTime(api.publishedAt)}</Descriptions.Item>
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('request')}
        </Typography.Title>
        {api.requestSchema !== null && (
          <Typography.Paragraph type="secondary">
            {where === 'query' ? t('requestQuery') : t('requestBody')}
          </Typography.Paragraph>
        )}
        <FieldTable
          rows={requestRows(api.requestSchema, pathParams, where)}
          showPlace
          schema={api.requestSchema}
          testId="api-doc-request"
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('response')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {api.builtin ? t('builtinReply') : t('forwardedReply')}
        </Typography.Paragraph>
        {reply === null ? (
          <Typography.Text type="secondary" data-testid="api-doc-response">
            {t('notDescribed')}
          </Typography.Text>
        ) : (
          <FieldTable rows={schemaRows(reply)} schema={api.responseSchema} testId="api-doc-response" />
        )}
      </Card>
      <ApiDocExample api={api} />
    </Space>
  );
}
