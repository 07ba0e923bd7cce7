import { FilePdfOutlined } from '@ant-design/icons';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import { DEVICE_CODE_PDF_MAX } from '@beacon/contracts/iot-device-files';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { Alert, App, Button, Card, Progress, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Permission } from '../../../components/permission/permission';
import { downloadEndpoint } from '../../../lib/api-client/download-endpoint';
import { reportError } from '../../../lib/api-client/report-error';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { CodePreviewTable, PREVIEW_ROWS, useCodePreview } from './code-preview';
import { type CodeRequest, pdfBody, readCodeRequest } from './code-request';

/** The QR label sheets of the devices in the query (a selection or the list's filters): preview, generate, download. */
export default function DeviceCodeDownloadPage() {
  const { t } = useTranslation('deviceCode');
  const [params] = useSearchParams();
  const request = readCodeRequest(params);
  useBreadcrumbBackLink({ title: t('backToList'), path: '/iot-device-manage/list' });
  if ('error' in request) return <Alert type="error" showIcon message={request.error} />;
  return <CodeDownload key={params.toString()} request={request} />;
}

type Phase = { step: 'idle' } | { step: 'generating' } | { step: 'downloading'; percent: number | undefined };

function CodeDownload({ request }: { request: CodeRequest }) {
  const { t } = useTranslation('deviceCode');
  const { message } = App.useApp();
  const preview = useCodePreview(request);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const count = preview.count;
  const tooMany = count !== undefined && count > DEVICE_CODE_PDF_MAX;
  const summary = (() => {
    if (count === undefined) return '';
    if (request.kind === 'selection') return t('selected', { count });
    return Object.keys(request.filter).length > 0 ? t('filtered', { count }) : t('all', { count });
  })();

  const generate = async () => {
    controller.current = new AbortController();
    setPhase({ step: 'generating' });
    try {
      await downloadEndpoint(deviceFileEndpoints.codePdf, {
        body: pdfBody(request),
        signal: controller.current.signal,
        onProgress: ({ loaded, total }) =>
          setPhase({ step: 'downloading', percent: total ? Math.round((loaded / total) * 100) : undefined }),
      });
      void message.success(t('done'));
    } catch (error) {
      reportError(error);
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  return (
    <Card size="small" title={t('title')} data-testid="device-code-page">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text strong data-testid="device-code-count">
          {summary}
        </Typography.Text>
        <Typography.Text type="secondary">{t('hint')}</Typography.Text>
        {tooMany && <Alert type="warning" showIcon message={t('tooMany', { max: DEVICE_CODE_PDF_MAX })} />}
        {count === 0 && <Alert type="info" showIcon message={t('none')} />}
        <Permission
          pageId={DEVICE_BUTTONS.codePdf}
          fallback={<Alert type="info" showIcon message={t('noPermission')} data-testid="device-code-no-permission" />}
        >
          <Space wrap>
            <Button
              type="primary"
              icon={<FilePdfOutlined />}
              disabled={!count || tooMany}
              loading={phase.step !== 'idle'}
              onClick={() => void generate()}
              data-testid="device-code-generate"
            >
              {t('generate')}
            </Button>
            {phase.step !== 'idle' && (
              <Button onClick={() => controller.current?.abort()} data-testid="device-code-cancel">
                {t('cancel')}
              </Button>
            )}
          </Space>
        </Permission>
        {phase.step !== 'idle' && (
          <div data-testid="device-code-progress">
            <Space>
              <Spin size="small" />
              <Typography.Text>
                {phase.step === 'generating' ? t('generating', { count }) : t('downloading')}
              </Typography.Text>
            </Space>
            {/* The server sends no progress while it draws; the download's own shows once the file streams. */}
            {phase.step === 'downloading' && phase.percent !== undefined && (
              <Progress percent={phase.percent} status="active" />
            )}
          </div>
        )}
        {preview.rows.length > 0 && (
          <Typography.Text type="secondary">
            {t('firstRows', { count: Math.min(PREVIEW_ROWS, preview.rows.length) })}
          </Typography.Text>
        )}
        <CodePreviewTable rows={preview.rows} loading={preview.loading} />
      </Space>
    </Card>
  );
}
