import type { WorkOrder } from '@beacon/contracts/work-order';
import { workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DynamicForm } from '../../../components/dynamic-form/dynamic-form';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { initialFormValues, toFieldConfig, toFormValues } from './resolve-fields';
import { useWorkOrderCall } from './use-work-order-call';
import { workOrderName } from './work-order-texts';

/** Resolves a work order in progress: its template's fields as a form (required ones must be filled), sent as formValues. */
export function WorkOrderResolveDialog({ record, open, onClose, afterClose }: RecordDialogProps<WorkOrder>) {
  const { t } = useTranslation('workOrder');
  const [form] = Form.useForm<Record<string, unknown>>();
  const detail = useQuery({
    ...endpointQueryOptions(workOrderEndpoints.get, { params: { id: record.id } }),
    staleTime: 0,
    meta: { loadOnce: true },
  });
  const fields = detail.data?.data.formFields;
  const configs = useMemo(() => (fields ?? []).map((field) => toFieldConfig(field, t)), [fields, t]);
  const { saving, run } = useWorkOrderCall();
  const submit = (values: Record<string, unknown>) =>
    run(
      () =>
        callEndpoint(workOrderEndpoints.resolve, {
          params: { id: record.id },
          body: { formValues: toFormValues(fields ?? [], values) },
        }),
      t('resolved', { name: workOrderName(record) }),
      onClose,
    );
  return (
    <Modal
      open={open}
      title={`${t('resolveTitle')} · ${record.number}`}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: fields === undefined }}
      onCancel={onClose}
      afterClose={afterClose}
      confirmLoading={saving}
      destroyOnHidden
      data-testid="work-order-resolve"
    >
      {fields === undefined ? (
        <Spin spinning={detail.isPending}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : (
        <DynamicForm fields={configs} form={form} initialValues={initialFormValues(fields)} onFinish={submit}>
          {fields.length === 0 && <Alert type="info" showIcon title={t('noFields')} />}
        </DynamicForm>
      )}
    </Modal>
  );
}
