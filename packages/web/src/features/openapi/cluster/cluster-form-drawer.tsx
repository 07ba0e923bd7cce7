import { gatewayNameSchema as nameSchema } from '@beacon/contracts/gateway';
import {
  CLUSTER_BALANCES,
  healthCheckSchema,
  CLUSTER_LIMITS as L,
  type ServiceCluster,
} from '@beacon/contracts/gateway-cluster';
import { clusterEndpoints } from '@beacon/contracts/gateway-cluster.endpoints';
import { Form, Input, InputNumber, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../components/crud/use-form-save';
import { FormDrawer } from '../../../components/form-drawer/form-drawer';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { requiredChoice, schemaRule, stringRules } from '../../../lib/schema-rules';
import {
  CLUSTER_FORM_DEFAULTS,
  CLUSTER_FORM_FIELDS,
  type ClusterFormValues,
  toClusterBody,
  toClusterValues,
} from './cluster-form-values';
import { ClusterNodesEditor } from './cluster-nodes-editor';

const NO_NODES: ServiceCluster['nodes'] = [];

/**
 * Create or edit a service cluster in the 768 px drawer: name, nodes (with their health when editing), balancing,
 * timeout, retries, the health check (switched on: path and interval) and description.
 */
export function ClusterFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<ServiceCluster>) {
  const { t } = useTranslation('serviceCluster');
  const [form] = Form.useForm<ClusterFormValues>();
  const initial = record ? toClusterValues(record) : CLUSTER_FORM_DEFAULTS;
  const healthOn = Form.useWatch('healthCheckOn', form) ?? initial.healthCheckOn;
  const { saving, submit } = useFormSave({
    form,
    id: record?.id,
    save: clusterEndpoints.save,
    update: clusterEndpoints.update,
    toSaveBody: toClusterBody,
    toUpdateBody: (values: ClusterFormValues, id: number) => ({ id, ...toClusterBody(values) }),
    fields: CLUSTER_FORM_FIELDS,
    successText: t('saved'),
    onSaved: onClose,
  });
  const number = (min: number, max: number, addon: string) => (
    <InputNumber min={min} max={max} precision={0} suffix={addon} style={{ width: 200 }} />
  );
  const required = { required: true, message: t('reasons:required') };
  return (
    <FormDrawer
      open={open}
      title={record ? t('editTitle') : t('createTitle')}
      width={768}
      onClose={onClose}
      afterClose={afterClose}
      saving={saving}
      onSubmit={() => form.submit()}
      testId="cluster-form-drawer"
    >
      <Form<ClusterFormValues>
        form={form}
        name="cluster-form"
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        disabled={saving}
      >
        <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(nameSchema)}>
          <Input maxLength={nameSchema.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item label={t('nodes')} extra={t('nodesHint')}>
          <ClusterNodesEditor health={record?.nodes ?? NO_NODES} />
        </Form.Item>
        <Form.Item name="balance" label={t('balance')} rules={[requiredChoice(t)]}>
          <Radio.Group options={CLUSTER_BALANCES.map((value) => ({ value, label: t(`values.balance.${value}`) }))} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="timeoutMs" label={t('timeoutMs')} rules={[required]}>
            {number(L.timeoutMsMin, L.timeoutMsMax, 'ms')}
          </Form.Item>
          <Form.Item name="retries" label={t('retries')} rules={[required]}>
            {number(0, L.retriesMax, t('times'))}
          </Form.Item>
        </Space>
        <Form.Item name="healthCheckOn" label={t('healthCheck')} valuePropName="checked" extra={t('healthCheckHint')}>
          <Switch />
        </Form.Item>
        {healthOn && (
          <Space size="large" wrap>
            <Form.Item
              name="healthPath"
              label={t('healthPath')}
              validateFirst
              rules={[required, schemaRule(healthCheckSchema.shape.path, t('reasons:apiPathFormat'))]}
            >
              <Input placeholder="/health" maxLength={L.healthPathMax} style={{ width: 260 }} />
            </Form.Item>
            <Form.Item name="healthInterval" label={t('healthInterval')} rules={[required]}>
              {number(L.intervalSecondsMin, L.intervalSecondsMax, t('seconds'))}
            </Form.Item>
          </Space>
        )}
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
