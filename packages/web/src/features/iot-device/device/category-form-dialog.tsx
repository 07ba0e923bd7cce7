import { deviceCategoryEndpoints } from '@beacon/contracts/iot-model.endpoints';
import {
  DEVICE_CATEGORY_TYPES,
  type DeviceCategory,
  type DeviceCategoryNode,
  type DeviceCategoryType,
  deviceCategoryCreateSchema,
} from '@beacon/contracts/iot-model-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Radio, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { reportRefusals } from '../../../components/crud/server-refusals';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { stringRules } from '../../../lib/schema-rules';
import { saveCategory } from './api/post-category-save';
import { updateCategory } from './api/put-category-update';
import { categoryTreeOptions } from './category-tree';

/** What the category dialog edits. */
interface CategoryValues {
  name: string;
  type: DeviceCategoryType;
  parentId?: number;
}

const FIELDS = ['name', 'type', 'parentId'] as const;

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
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<CategoryValues>();
  const editing = 'category' in target ? target.category : undefined;
  const initial: Partial<CategoryValues> = editing
    ? { name: editing.name, type: editing.type, parentId: editing.parentId ?? undefined }
    : { type: 0, parentId: 'parentId' in target ? (target.parentId ?? undefined) : undefined };

  const mutation = useMutation({
    mutationFn: (values: CategoryValues) => {
      const body = { name: values.name, type: values.type, parentId: values.parentId ?? null };
      return editing ? updateCategory({ id: editing.id, ...body }) : saveCategory(body);
    },
    onSuccess: async () => {
      void message.success(t('saved'));
      onClose();
      await invalidateEndpoints(client, [deviceCategoryEndpoints.save]);
    },
    onError: (error) => {
      reportRefusals(form, error, FIELDS);
    },
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('categoryEditTitle') : t('categoryCreateTitle')}
      saving={mutation.isPending}
      onSubmit={() => form.submit()}
      onClose={onClose}
      afterClose={afterClose}
      testId="device-category-dialog"
    >
      <Form<CategoryValues>
        form={form}
        name="device-category-form"
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => mutation.mutate(values)}
        disabled={mutation.isPending}
      >
        <Form.Item
          name="name"
          label={t('categoryName')}
          validateFirst
          rules={stringRules(deviceCategoryCreateSchema.shape.name)}
        >
          <Input maxLength={deviceCategoryCreateSchema.shape.name.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item name="type" label={t('categoryType')} rules={[{ required: true }]}>
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
      </Form>
    </FormDialog>
  );
}
