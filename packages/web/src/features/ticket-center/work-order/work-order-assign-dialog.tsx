import type { WorkOrder } from '@beacon/contracts/work-order';
import { workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountName } from '../../../components/account/account-choices';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { useAssigneeAccountChoices } from '../../../components/work-order/assignee-choices';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { requiredChoice } from '../../../lib/schema-rules';
import { useWorkOrderCall } from './use-work-order-call';
import { workOrderName } from './work-order-texts';

/** Assigns (or transfers) a work order to an enabled account. */
export function WorkOrderAssignDialog({ record, open, onClose, afterClose }: RecordDialogProps<WorkOrder>) {
  const { t } = useTranslation('workOrder');
  const accounts = useAssigneeAccountChoices();
  const [form] = Form.useForm<{ assigneeAccountId: number }>();
  const { saving, run } = useWorkOrderCall();
  const submit = ({ assigneeAccountId }: { assigneeAccountId: number }) =>
    run(
      () => callEndpoint(workOrderEndpoints.assign, { params: { id: record.id }, body: { assigneeAccountId } }),
      t('assigned', { name: workOrderName(record), assignee: accountName(accounts, assigneeAccountId) }),
      onClose,
    );
  return (
    <FormDialog
      open={open}
      title={`${t('assignTitle')} · ${record.number}`}
      saving={saving}
      onSubmit={() => form.submit()}
      onClose={onClose}
      afterClose={afterClose}
      testId="work-order-assign"
    >
      <Form
        form={form}
        name="work-order-assign"
        layout="vertical"
        initialValues={{ assigneeAccountId: record.assigneeAccountId ?? undefined }}
        onFinish={submit}
        disabled={saving}
      >
        <Form.Item name="assigneeAccountId" label={t('assignee')} rules={[requiredChoice(t)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('common:pleaseSelect')}
            options={accounts.map((account) => ({ value: account.id, label: account.label }))}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
