import { IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import { productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { type ProductGroup, productGroupCreateSchema } from '@beacon/contracts/iot-model-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { reportRefusals } from '../../../components/crud/server-refusals';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { stringRules } from '../../../lib/schema-rules';
import { saveProductGroup } from './api/post-product-group';
import { updateProductGroup } from './api/put-product-group';

interface GroupValues {
  name: string;
  description?: string;
}

const FIELDS = ['name', 'description'] as const;
const shape = productGroupCreateSchema.shape;

/** Props of the product group dialog. */
export interface ProductGroupDialogProps {
  open: boolean;
  /** The group to rename; absent = create. */
  group?: ProductGroup;
  onClose: () => void;
  afterClose?: () => void;
}

/** Create or rename a product group in the 534 px dialog (POST / PUT stdProductGroup). */
export function ProductGroupDialog({ open, group, onClose, afterClose }: ProductGroupDialogProps) {
  const { t } = useTranslation('stdModel');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<GroupValues>();
  const mutation = useMutation({
    mutationFn: (values: GroupValues) => {
      const body = { name: values.name, description: values.description ?? '' };
      return group ? updateProductGroup({ id: group.id, ...body }) : saveProductGroup(body);
    },
    onSuccess: async () => {
      void message.success(t('saved'));
      onClose();
      await invalidateEndpoints(client, [productGroupEndpoints.save]);
    },
    onError: (error) => {
      reportRefusals(form, error, FIELDS);
    },
  });

  return (
    <FormDialog
      open={open}
      title={group ? t('groupEditTitle') : t('groupCreateTitle')}
      saving={mutation.isPending}
      onSubmit={() => form.submit()}
      onClose={onClose}
      afterClose={afterClose}
      testId="product-group-dialog"
    >
      <Form<GroupValues>
        form={form}
        name="product-group"
        layout="vertical"
        initialValues={group ? { name: group.name, description: group.description } : {}}
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
      >
        <Form.Item name="name" label={t('groupName')} validateFirst rules={stringRules(shape.name)}>
          <Input maxLength={shape.name.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('description')}
          rules={[{ type: 'string', max: IOT_MODEL_LIMITS.descriptionMax }]}
        >
          <Input.TextArea maxLength={IOT_MODEL_LIMITS.descriptionMax} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
