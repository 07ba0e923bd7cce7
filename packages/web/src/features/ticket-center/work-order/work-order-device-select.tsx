import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';

/** Props of the device select: a Form.Item control within one project. */
export interface WorkOrderDeviceSelectProps {
  id?: string;
  value?: string;
  onChange?: (iotId: string | undefined) => void;
  projectCode: string | undefined;
}

/** A device of the project, searched by its key on the server (the first 20 matches; silent without access). */
export function WorkOrderDeviceSelect({ id, value, onChange, projectCode }: WorkOrderDeviceSelectProps) {
  const { t } = useTranslation('workOrder');
  const [search, setSearch] = useState('');
  const body = { page_index: 1, page_size: 20, projectCode, devKey: search || undefined };
  const devices = useQuery({
    ...endpointQueryOptions(deviceEndpoints.page, { body }, { silent: true }),
    enabled: projectCode !== undefined,
  });
  return (
    <Select
      id={id}
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
      allowClear
      disabled={projectCode === undefined}
      placeholder={projectCode === undefined ? t('pickProjectFirst') : t('devicePlaceholder')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={devices.isFetching}
      options={(devices.data?.result.items ?? []).map((device) => ({
        value: device.iotId,
        label: device.name ? `${device.devKey} · ${device.name}` : device.devKey,
      }))}
    />
  );
}
