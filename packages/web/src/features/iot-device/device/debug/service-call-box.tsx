import type { ServiceCallResult } from '@beacon/contracts/device-debug';
import { DEVICE_DEBUG_BUTTONS, deviceDebugEndpoints } from '@beacon/contracts/device-debug.endpoints';
import { deviceDetailTelemetryEndpoints } from '@beacon/contracts/telemetry.endpoints';
import type { ServiceDef } from '@beacon/contracts/thing-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state/empty-state';
import { Permission } from '../../../../components/permission/permission';
import { ThingValueInput } from '../../../../components/thing-value-input/thing-value-input';
import { callEndpoint, resourceQueryKey } from '../../../../lib/api-client/call-endpoint';
import { failureText } from './failure-text';
import { initialServiceValues, type ServiceFormValues, serviceParams } from './service-params';

/** Props of the service call box. */
export interface ServiceCallBoxProps {
  iotId: string;
  services: readonly ServiceDef[];
}

/** Calls a service of the model on the connected device: a form from its inputData, then the device's answer. */
export function ServiceCallBox({ iotId, services }: ServiceCallBoxProps) {
  const { t } = useTranslation('deviceDebug');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ServiceFormValues>();
  const [chosen, setChosen] = useState(services[0]?.identifier);
  const service = services.find((candidate) => candidate.identifier === chosen);
  const call = useMutation({
    mutationFn: (input: { identifier: string; params: Record<string, unknown> }) =>
      callEndpoint(deviceDebugEndpoints.callService, { params: { iotId }, body: input }, { silent: true }),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: resourceQueryKey(deviceDetailTelemetryEndpoints.logPage) }),
  });
  if (!service) return <EmptyState text={t('noServices')} />;
  const submit = (values: ServiceFormValues) => {
    const read = serviceParams(service.inputData, values, t('notJson'));
    if ('problems' in read) {
      form.setFields(read.problems.map(({ name, message }) => ({ name, errors: [message] })));
      return;
    }
    call.mutate({ identifier: service.identifier, params: read.params });
  };
  return (
    <Card size="small" title={t('serviceTitle')} data-testid="device-debug-service">
      <Form<ServiceFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        key={service.identifier}
        initialValues={initialServiceValues(service.inputData)}
      >
        <Form.Item label={t('service')}>
          <Select
            value={service.identifier}
            onChange={(next) => {
              setChosen(next);
              call.reset();
            }}
            options={services.map((item) => ({ value: item.identifier, label: `${item.name} (${item.identifier})` }))}
            data-testid="device-debug-service-select"
          />
        </Form.Item>
        {service.inputData.length === 0 && (
          <Typography.Paragraph type="secondary">{t('noParams')}</Typography.Paragraph>
        )}
        {service.inputData.map((param) => (
          <Form.Item key={param.identifier} name={param.identifier} label={`${param.name} (${param.identifier})`}>
            <ThingValueInput dataType={param.dataType} testId={`device-debug-param-${param.identifier}`} />
          </Form.Item>
        ))}
        <Permission pageId={DEVICE_DEBUG_BUTTONS.callService}>
          <Button type="primary" htmlType="submit" loading={call.isPending} data-testid="device-debug-service-call">
            {t('call')}
          </Button>
        </Permission>
      </Form>
      {call.isError && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          title={failureText(call.error)}
          data-testid="device-debug-service-error"
        />
      )}
      {call.data && <CallResult result={call.data.data} />}
    </Card>
  );
}

function CallResult({ result }: { result: ServiceCallResult }) {
  const { t } = useTranslation('deviceDebug');
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      style={{ marginTop: 8 }}
      title={result.code === 0 ? t('callDone') : t('callFailed')}
      data-testid="device-debug-service-result"
    >
      <Descriptions.Item label={t('code')}>{result.code}</Descriptions.Item>
      <Descriptions.Item label={t('data')}>
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {JSON.stringify(result.data)}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('msg')}>{result.msg || '--'}</Descriptions.Item>
      <Descriptions.Item label={t('duration')}>{t('durationMs', { ms: result.durationMs })}</Descriptions.Item>
    </Descriptions>
  );
}
