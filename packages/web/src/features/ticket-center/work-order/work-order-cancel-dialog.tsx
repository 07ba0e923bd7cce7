import { type WorkOrder, workOrderCancelSchema } from '@beacon/contracts/work-order';
import { workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { stringRules } from '../../../lib/schema-rules';
import { useWorkOrderCall } from './use-work-order-call';
import { workOrderName } from './work-order-texts';

const reason = workOrderCancelSchema.shape.reason;

/** Cancels an open work order with a reason. */
export function WorkOrderCancelDialog({ record, open, onClose, afterClose }: RecordDialogProps<WorkOrder>) {
  const { t } = useTranslation('workOrder');
  const [form] = Form.useForm<{ reason: string }>();
  const { saving, run } = useWorkOrderCall();
  const submit = (values: { reason: string }) =>
    run(
      () =>
        callEndpoint(workOrderEndpoints.cancel, { params: { id: record.id }, body: { reason: values.reason.trim() } }),
      t('cancelled', { name: workOrderName(record) }),
      onClose,
    );
  return (
    <FormDialog
      open={open}
      title={`${t('cancelTitle')} · ${record.number}`}
      saving={saving}
      onSubmit={() => form.submit()}
      onClose={onClose}
      afterClose={afterClose}
      testId="work-order-cancel"
    >
      <Form form={form} name="work-order-cancel" layout="vertical" onFinish={submit} disabled={saving}>
        <Form.Item name="reason" label={t('reason')} validateFirst rules={stringRules(reason)}>
          <Input.TextArea rows={3} maxLength={reason.maxLength ?? undefined} showCount />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
