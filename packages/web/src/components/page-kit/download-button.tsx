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
  /** The download cannot start now (the button shows disabled). */
  disabled?: boolean;
}

/** How far a download is: a percentage when the server told the size, else the bytes received so far. */
type Progress = { percent: number } | { loaded: number };

/** Downloads a file the server makes (an export of the filtered rows), the download's progress on the button. */
export function DownloadButton({ endpoint, body, label, disabled }: DownloadButtonProps) {
  const { t, i18n } = useTranslation('pageKit');
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current = new AbortController();
    setProgress({ percent: 0 });
    try {
      await downloadEndpoint(endpoint, {
        body: body(),
        signal: controller.current.signal,
        // A streamed file has no length: its bytes so far are the progress.
        onProgress: ({ loaded, total }) =>
          setProgress(total ? { percent: Math.min(100, Math.round((loaded / total) * 100)) } : { loaded }),
      });
    } catch (error) {
      reportError(error);
    } finally {
      setProgress(null);
    }
  };

  const text = () => {
    if (progress === null) return label;
    if ('percent' in progress) return t('exporting', { percent: progress.percent });
    const size = new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(progress.loaded / 1_000_000);
    return t('exportingSize', { size });
  };

  return (
    <Button
      icon={<DownloadOutlined />}
      loading={progress !== null}
      disabled={disabled}
      onClick={() => void run()}
      data-testid="download"
    >
      {text()}
    </Button>
  );
}
