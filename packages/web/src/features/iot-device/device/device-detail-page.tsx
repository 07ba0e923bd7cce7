import { AI_EVENT_PAGE } from '@beacon/contracts/ai-event.endpoints';
import { ALARM_PAGE } from '@beacon/contracts/alarm.endpoints';
import type { DeviceWithSecret } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS, deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '../../../components/crud/use-overlay';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { Permission } from '../../../components/permission/permission';
import { ContentTabs } from '../../../components/tabs/content-tabs';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { DeviceDebugTab } from './debug/device-debug-tab';
import DeviceAiEventList from './device-ai-event-list';
import DeviceAlarmList from './device-alarm-list';
import DeviceEventList from './device-event-list';
import DeviceLogList from './device-log-list';
import { DeviceModelTab } from './device-model-tab';
import { DevicePropertiesTab } from './device-properties-tab';
import { DEVICE_STATUS_COLORS } from './device-status';
import { ResetSecretDialog } from './reset-secret-dialog';
import { SecretText } from './secret-text';
import { useDetailIotId } from './use-detail-iot-id';
import { useDeviceLookups } from './use-device-lookups';

/** The device `?iotId=` (/iot-device-manage/detail): basic info, its secret, and the model, data, log and debugging tabs. */
export default function DeviceDetailPage() {
  const { t } = useTranslation('device');
  const iotId = useDetailIotId();
  useBreadcrumbBackLink({ title: t('backToList'), path: '/iot-device-manage/list' });
  if (!iotId) return <EmptyState text={t('noIotId')} />;
  // Another device opened in the same tab starts fresh (its secret masked again).
  return <DeviceDetail key={iotId} iotId={iotId} />;
}

function DeviceDetail({ iotId }: { iotId: string }) {
  const { t } = useTranslation('device');
  // Always fetched fresh: the secret may have been reset.
  const detail = useQuery({ ...endpointQueryOptions(deviceEndpoints.get, { params: { iotId } }), staleTime: 0 });
  const device = detail.data?.data;
  if (detail.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!device) return <EmptyState text={detail.error?.message} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="device-detail">
      <DeviceInfo device={device} />
      <Card size="small">
        <ContentTabs
          items={[
            { key: 'model', label: t('tabModel'), children: <DeviceModelTab stdModelId={device.stdModelId} /> },
            {
              key: 'properties',
              label: t('tabProperties'),
              children: <DevicePropertiesTab iotId={device.iotId} />,
            },
            { key: 'events', label: t('tabEvents'), children: <DeviceEventList /> },
            {
              key: 'alarms',
              label: t('tabAlarms'),
              children: (
                <Permission pageId={ALARM_PAGE} fallback={<EmptyState text={t('noAlarms')} />}>
                  <DeviceAlarmList />
                </Permission>
              ),
            },
            {
              key: 'aiEvents',
              label: t('tabAiEvents'),
              children: (
                <Permission pageId={AI_EVENT_PAGE} fallback={<EmptyState text={t('noAiEvents')} />}>
                  <DeviceAiEventList />
                </Permission>
              ),
            },
            { key: 'logs', label: t('tabLogs'), children: <DeviceLogList /> },
            { key: 'debug', label: t('deviceDebug:tab'), children: <DeviceDebugTab device={device} /> },
          ]}
        />
      </Card>
    </Space>
  );
}

function DeviceInfo({ device }: { device: DeviceWithSecret }) {
  const { t } = useTranslation('device');
  const lookups = useDeviceLookups({ thirdModels: device.thirdModelId !== null });
  const reset = useOverlay();
  return (
    <Card size="small" title={t('basicInfo')}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('name')}>{device.name}</Descriptions.Item>
        <Descriptions.Item label={t('devKey')}>{device.devKey}</Descriptions.Item>
        <Descriptions.Item label={t('iotId')}>{device.iotId}</Descriptions.Item>
        <Descriptions.Item label={t('stdModel')}>{lookups.stdModelName(device.stdModelId)}</Descriptions.Item>
        <Descriptions.Item label={t('thirdModel')}>
          {lookups.thirdModelName(device.thirdModelId) || '--'}
        </Descriptions.Item>
        <Descriptions.Item label={t('project')}>{lookups.projectName(device.projectCode)}</Descriptions.Item>
        <Descriptions.Item label={t('category')}>{lookups.categoryName(device.categoryId) || '--'}</Descriptions.Item>
        <Descriptions.Item label={t('region')}>{lookups.regionText(device.areaCode) || '--'}</Descriptions.Item>
        <Descriptions.Item label={t('address')}>{device.address || '--'}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <Tag color={DEVICE_STATUS_COLORS[device.status]}>{t(`values.status.${device.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('lastOnlineTime')}>
          {formatDateTime(device.lastOnlineTime) || '--'}
        </Descriptions.Item>
        <Descriptions.Item label={t('firmware')}>{device.firmware || '--'}</Descriptions.Item>
        <Descriptions.Item label={t('createDate')}>{formatDateTime(device.createDate)}</Descriptions.Item>
        <Descriptions.Item label={t('deviceSecret')} span={2}>
          <Space size={4} wrap>
            <SecretText secret={device.deviceSecret} />
            <Permission pageId={DEVICE_BUTTONS.resetSecret}>
              <Button size="small" danger onClick={() => reset.show(undefined)} data-testid="device-reset-secret">
                {t('resetSecret')}
              </Button>
            </Permission>
          </Space>
        </Descriptions.Item>
      </Descriptions>
      {reset.state && (
        <ResetSecretDialog
          key={reset.state.key}
          open={reset.state.open}
          record={device}
          onClose={reset.close}
          afterClose={reset.afterClose}
        />
      )}
    </Card>
  );
}
