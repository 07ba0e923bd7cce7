import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/api-client/report-error';
import { exportDevices } from './api/post-device-export';
import { toDeviceFilter } from './device-filter';

/** Exports every device the list's filters match as xlsx, generated on the server, with download progress. */
export function DeviceExportButton({ filters }: { filters: Record<string, unknown> }) {
  const { t } = useTranslation('device');
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current = new AbortController();
    setPercent(0);
    try {
      await exportDevices(toDeviceFilter(filters), {
        signal: controller.current.signal,
        onProgress: ({ loaded, total }) => {
          if (total) setPercent(Math.min(100, Math.round((loaded / total) * 100)));
        },
      });
    } catch (error) {
      reportError(error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Button
      icon={<DownloadOutlined />}
      loading={percent !== null}
      onClick={() => void run()}
      data-testid="device-export"
    >
      {percent === null ? t('export') : t('exporting', { percent })}
    </Button>
  );
}
