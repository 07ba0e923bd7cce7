import type { DebugReportResult } from '@beacon/contracts/device-debug';
import { DEVICE_DEBUG_BUTTONS, deviceDebugEndpoints } from '@beacon/contracts/device-debug.endpoints';
import { deviceDetailTelemetryEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../components/permission/permission';
import { callEndpoint, resourceQueryKey } from '../../../../lib/api-client/call-endpoint';
import { reasonText } from '../../../../lib/api-client/refusal-text';
import { failureText } from './failure-text';
import { readJsonParams } from './json-params';

/** Props of the property report box. */
export interface PropertyReportBoxProps {
  iotId: string;
  /** The prefilled params (a sample value of each property). */
  sample: Record<string, unknown>;
}

/** Sends a property report as the device would (normal ingest): what was stored, what was refused and why. */
export function PropertyReportBox({ iotId, sample }: PropertyReportBoxProps) {
  const { t } = useTranslation('deviceDebug');
  const queryClient = useQueryClient();
  const textId = useId();
  const [text, setText] = useState(() => JSON.stringify(sample, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (params: Record<string, unknown>) =>
      callEndpoint(deviceDebugEndpoints.propertyReport, { params: { iotId }, body: { params } }, { silent: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: resourceQueryKey(deviceDetailTelemetryEndpoints.latest) });
      void queryClient.invalidateQueries({ queryKey: resourceQueryKey(deviceDetailTelemetryEndpoints.logPage) });
    },
  });
  const submit = () => {
    const read = readJsonParams(text);
    if ('problem' in read) return setProblem(t(read.problem));
    setProblem(null);
    send.mutate(read.params);
  };
  return (
    <Card size="small" title={t('reportTitle')} data-testid="device-debug-report">
      <Typography.Paragraph type="secondary">
        <label htmlFor={textId}>{t('reportHint')}</label>
      </Typography.Paragraph>
      <Input.TextArea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 4, maxRows: 12 }}
        spellCheck={false}
        status={problem ? 'error' : undefined}
        data-testid="device-debug-report-json"
      />
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      <Permission pageId={DEVICE_DEBUG_BUTTONS.debug}>
        <Button
          type="primary"
          style={{ marginTop: 8 }}
          loading={send.isPending}
          onClick={submit}
          data-testid="device-debug-report-send"
        >
          {t('send')}
        </Button>
      </Permission>
      {send.isError && <Alert style={{ marginTop: 8 }} type="error" showIcon title={failureText(send.error)} />}
      {send.data && <ReportResult result={send.data.data} />}
    </Card>
  );
}

function ReportResult({ result }: { result: DebugReportResult }) {
  const { t } = useTranslation('deviceDebug');
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }} data-testid="device-debug-report-result">
      <div>
        {t('accepted')}:{' '}
        {result.accepted.length === 0
          ? '--'
          : result.accepted.map((key) => (
              <Tag key={key} color="green">
                {key}
              </Tag>
            ))}
      </div>
      {result.rejected.length > 0 && (
        <div>
          <div>{t('rejected')}:</div>
          {result.rejected.map((item) => (
            <div key={item.attrKey} style={{ wordBreak: 'break-all' }}>
              <Tag color="red">{item.attrKey}</Tag> {reasonText(item)}
            </div>
          ))}
        </div>
      )}
    </Space>
  );
}
