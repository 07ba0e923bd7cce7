import { deviceDebugEndpoints } from '@beacon/contracts/device-debug.endpoints';
import type { DeviceWithSecret } from '@beacon/contracts/iot-device';
import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state/empty-state';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';
import { ConnectionInfo } from './connection-info';
import { DeviceMessages } from './device-messages';
import { sampleParams } from './json-params';
import { PropertyReportBox } from './property-report-box';
import { ServiceCallBox } from './service-call-box';

/** How often the connection info (online or not) is reloaded. */
const INFO_REFRESH_MS = 5_000;

/** The device detail's debugging tab: connection info, a property report as the device, service calls, live messages. */
export function DeviceDebugTab({ device }: { device: DeviceWithSecret }) {
  const { t } = useTranslation('deviceDebug');
  const info = useQuery({
    ...endpointQueryOptions(deviceDebugEndpoints.info, { params: { iotId: device.iotId } }),
    refetchInterval: INFO_REFRESH_MS,
  });
  const model = useQuery(endpointQueryOptions(stdModelEndpoints.get, { params: { id: device.stdModelId } }));
  const properties = model.data?.data.properties;
  const sample = useMemo(() => sampleParams(properties ?? []), [properties]);
  if (info.isPending || model.isPending) return <Spin />;
  if (!info.data) return <EmptyState text={info.error?.message} />;
  return (
    <Row gutter={[16, 16]} data-testid="device-debug">
      <Col span={24}>
        <ConnectionInfo info={info.data.data} secret={device.deviceSecret} sample={sample} />
      </Col>
      <Col xs={24} lg={12}>
        <PropertyReportBox key={device.stdModelId} iotId={device.iotId} sample={sample} />
      </Col>
      <Col xs={24} lg={12}>
        {model.data ? (
          <ServiceCallBox iotId={device.iotId} services={model.data.data.services} />
        ) : (
          <EmptyState text={t('modelMissing')} />
        )}
      </Col>
      <Col span={24}>
        <DeviceMessages iotId={device.iotId} />
      </Col>
    </Row>
  );
}
