import { DownloadOutlined } from '@ant-design/icons';
import type { AnyFileEndpoint } from '@beacon/contracts/endpoint';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEndpoint } from '../../lib/api-client/download-endpoint';
import { reportError } from '../../lib/api-client/report-error';

/** Props of a server file's download button. */
export interface DownloadButtonProps {
  endpoint: AnyFileEndpoint;
  /** The body of the call, read when it is clicked. */
  body: () => unknown;
  label: string;
}

/** Downloads a file the server makes (an export of the filtered rows), the download's progress on the button. */
export function DownloadButton({ endpoint, body, label }: DownloadButtonProps) {
  const { t } = useTranslation('pageKit');
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current = new AbortController();
    setPercent(0);
    try {
      await downloadEndpoint(endpoint, {
        body: body(),
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
    <Button icon={<DownloadOutlined />} loading={percent !== null} onClick={() => void run()} data-testid="download">
      {percent === null ? label : t('exporting', { percent })}
    </Button>
  );
}
