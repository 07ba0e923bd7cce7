import { IOT_MODEL_LIMITS } from '@beacon/contracts/iot-model';
import { productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { type ProductGroup, productGroupCreateSchema } from '@beacon/contracts/iot-model-catalog';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog } from '../../../components/form-dialog/record-form-dialog';
import { stringRules } from '../../../lib/schema-rules';

interface GroupValues {
  name: string;
  description?: string;
}

const shape = productGroupCreateSchema.shape;
const bodyOf = (values: GroupValues) => ({ name: values.name, description: values.description ?? '' });

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
  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={group ? t('groupEditTitle') : t('groupCreateTitle')}
      testId="product-group-dialog"
      name="product-group"
      id={group?.id}
      initialValues={group ? { name: group.name, description: group.description } : {}}
      save={productGroupEndpoints.save}
      update={productGroupEndpoints.update}
      toSaveBody={bodyOf}
      toUpdateBody={(values, id) => ({ id, ...bodyOf(values) })}
      fields={['name', 'description']}
      successText={t('pageKit:saved')}
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
    </RecordFormDialog>
  );
}
