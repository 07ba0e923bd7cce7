import type { DeviceWithSecret } from '@beacon/contracts/iot-device';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusTag } from '../../../components/crud/crud-columns';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { Permission } from '../../../components/permission/permission';
import { ContentTabs } from '../../../components/tabs/content-tabs';
import { formatDateTime } from '../../../lib/formatters';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { deviceQueryOptions } from './api/get-device';
import { deviceStatusLooks } from './device-columns';
import { DeviceLogTab, DevicePropertiesTab } from './device-data-tabs';
import { DeviceEventsTab } from './device-events-tab';
import { DeviceModelTab } from './device-model-tab';
import { SecretOnceDialog } from './secret-once-dialog';
import { SecretText } from './secret-text';
import { useDeviceActions } from './use-device-actions';
import { useDeviceLookups } from './use-device-lookups';

/** The device `?iotId=` (/iot-device-manage/detail): basic info, its secret, and the model, data and log tabs. */
export default function DeviceDetailPage() {
  const { t } = useTranslation('device');
  const [params] = useSearchParams();
  const iotId = params.get('iotId')?.trim() ?? '';
  useBreadcrumbBackLink({ title: t('backToList'), path: '/iot-device-manage/list' });
  if (!iotId) return <EmptyState text={t('noIotId')} />;
  // Another device opened in the same tab starts fresh (its secret masked again).
  return <DeviceDetail key={iotId} iotId={iotId} />;
}

function DeviceDetail({ iotId }: { iotId: string }) {
  const { t } = useTranslation('device');
  const detail = useQuery(deviceQueryOptions(iotId));
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
            { key: 'events', label: t('tabEvents'), children: <DeviceEventsTab iotId={device.iotId} /> },
            { key: 'alarms', label: t('tabAlarms'), children: <EmptyState text={t('noAlarms')} /> },
            { key: 'logs', label: t('tabLogs'), children: <DeviceLogTab iotId={device.iotId} /> },
          ]}
        />
      </Card>
    </Space>
  );
}

function DeviceInfo({ device }: { device: DeviceWithSecret }) {
  const { t } = useTranslation('device');
  const lookups = useDeviceLookups({ thirdModels: device.thirdModelId !== null });
  const actions = useDeviceActions();
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
          <StatusTag look={deviceStatusLooks(t)[device.status]} />
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
              <Button
                size="small"
                danger
                onClick={() => void actions.resetSecret(device)}
                data-testid="device-reset-secret"
              >
                {t('resetSecret')}
              </Button>
            </Permission>
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <SecretOnceDialog device={actions.newSecret} title={t('newSecretTitle')} onClose={actions.forgetSecret} />
    </Card>
  );
}
