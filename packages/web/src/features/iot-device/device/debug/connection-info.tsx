import { CopyOutlined } from '@ant-design/icons';
import type { DeviceDebugInfo } from '@beacon/contracts/device-debug';
import { Button, Card, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecretText, useCopy } from '../secret-text';
import { mqttCommand, SECRET_MASK } from './mqtt-command';

/** Props of the connection card. */
export interface ConnectionInfoProps {
  info: DeviceDebugInfo;
  secret: string;
  /** The params the command reports (the property report box's sample). */
  sample: Record<string, unknown>;
}

/** Where and how the device connects: broker, credentials, its topics and a copyable mosquitto_pub command. */
export function ConnectionInfo({ info, secret, sample }: ConnectionInfoProps) {
  const { t } = useTranslation('deviceDebug');
  const copy = useCopy();
  return (
    <Card size="small" title={t('connection')} data-testid="device-debug-connection">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('brokerUrl')}>
          <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
            {info.brokerUrl}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('host')}>{info.host}</Descriptions.Item>
        <Descriptions.Item label={t('port')}>{info.port}</Descriptions.Item>
        <Descriptions.Item label={t('clientId')}>{info.devKey}</Descriptions.Item>
        <Descriptions.Item label={t('password')}>
          <SecretText secret={secret} />
        </Descriptions.Item>
        <Descriptions.Item label={t('state')}>
          <Tag color={info.online ? 'green' : 'default'} data-testid="device-debug-online">
            {info.online ? t('online') : t('offline')}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('topics')}
      </Typography.Title>
      <Table
        size="small"
        bordered
        rowKey="kind"
        pagination={false}
        scroll={{ x: 520 }}
        dataSource={info.topics}
        data-testid="device-debug-topics"
        columns={[
          { title: t('topicKind'), dataIndex: 'kind', width: 150, render: (kind: string) => t(`kinds.${kind}`) },
          {
            title: t('direction'),
            dataIndex: 'direction',
            width: 110,
            render: (direction: string) => t(`directions.${direction}`),
          },
          {
            title: t('topic'),
            dataIndex: 'topic',
            render: (topic: string) => <Typography.Text code>{topic}</Typography.Text>,
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('command')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('commandHint')}</Typography.Paragraph>
      <pre data-testid="device-debug-command" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
        {mqttCommand(info, SECRET_MASK, sample)}
      </pre>
      <Button
        size="small"
        icon={<CopyOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => void copy(mqttCommand(info, secret, sample))}
        data-testid="device-debug-command-copy"
      >
        {t('copyCommand')}
      </Button>
    </Card>
  );
}
