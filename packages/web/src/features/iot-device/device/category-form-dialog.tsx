import { deviceCategoryEndpoints } from '@beacon/contracts/iot-model.endpoints';
import {
  DEVICE_CATEGORY_TYPES,
  type DeviceCategory,
  type DeviceCategoryNode,
  type DeviceCategoryType,
  deviceCategoryCreateSchema,
} from '@beacon/contracts/iot-model-catalog';
import { Form, Input, Radio, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog } from '../../../components/form-dialog/record-form-dialog';
import { requiredChoice, stringRules } from '../../../lib/schema-rules';
import { categoryTreeOptions } from './category-tree';

/** What the category dialog edits. */
interface CategoryValues {
  name: string;
  type: DeviceCategoryType;
  parentId?: number;
}

const nameSchema = deviceCategoryCreateSchema.shape.name;
const bodyOf = (values: CategoryValues) => ({
  name: values.name,
  type: values.type,
  parentId: values.parentId ?? null,
});

/** What the dialog was opened for: a category to edit, or a new one (under `parentId`). */
export type CategoryTarget = { category: DeviceCategory } | { parentId: number | null };

/** Props of the category dialog. */
export interface CategoryFormDialogProps {
  open: boolean;
  target: CategoryTarget;
  tree: readonly DeviceCategoryNode[];
  onClose: () => void;
  afterClose?: () => void;
}

/** Create or edit one device category: name, type (0 community / 1 house / 2 park) and parent. */
export function CategoryFormDialog({ open, target, tree, onClose, afterClose }: CategoryFormDialogProps) {
  const { t } = useTranslation('device');
  const editing = 'category' in target ? target.category : undefined;
  const initial: Partial<CategoryValues> = editing
    ? { name: editing.name, type: editing.type, parentId: editing.parentId ?? undefined }
    : { type: 0, parentId: 'parentId' in target ? (target.parentId ?? undefined) : undefined };

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={editing ? t('categoryEditTitle') : t('categoryCreateTitle')}
      testId="device-category-dialog"
      name="device-category-form"
      id={editing?.id}
      initialValues={initial}
      save={deviceCategoryEndpoints.save}
      update={deviceCategoryEndpoints.update}
      toSaveBody={bodyOf}
      toUpdateBody={(values, id) => ({ id, ...bodyOf(values) })}
      fields={['name', 'type', 'parentId']}
      successText={t('pageKit:saved')}
    >
      <Form.Item name="name" label={t('categoryName')} validateFirst rules={stringRules(nameSchema)}>
        <Input maxLength={nameSchema.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="type" label={t('categoryType')} rules={[requiredChoice(t)]}>
        <Radio.Group
          options={DEVICE_CATEGORY_TYPES.map((type) => ({ value: type, label: t(`categoryTypes.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="parentId" label={t('categoryParent')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('rootCategory')}
          treeData={categoryTreeOptions(tree, editing?.id)}
        />
      </Form.Item>
    </RecordFormDialog>
  );
}
