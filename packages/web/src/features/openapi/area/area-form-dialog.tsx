import { type ApiArea, apiAreaSaveSchema } from '@beacon/contracts/open-platform';
import { apiAreaEndpoints } from '@beacon/contracts/open-platform.endpoints';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog } from '../../../components/form-dialog/record-form-dialog';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { stringRules } from '../../../lib/schema-rules';

/** What the area form edits. */
export interface AreaFormValues {
  name: string;
  code: string;
  sort?: number;
  description?: string;
}

const FIELDS = ['name', 'code', 'sort', 'description'] as const;
const shape = apiAreaSaveSchema.shape;

/** The save body of the form (`id` when editing: the spec's one `save` creates and edits). */
export const toAreaBody = (values: AreaFormValues, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  name: values.name,
  code: values.code,
  sort: values.sort ?? 0,
  description: values.description ?? '',
});

/** Create or edit an API area in the 534 px dialog. */
export function AreaFormDialog({ open, record, onClose, afterClose }: RecordFormProps<ApiArea>) {
  const { t } = useTranslation('apiArea');
  const description = shape.description.unwrap();
  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={record ? t('editTitle') : t('createTitle')}
      testId="area-form"
      name="area-form"
      id={record?.id}
      save={apiAreaEndpoints.save}
      update={apiAreaEndpoints.save}
      toSaveBody={(values: AreaFormValues) => toAreaBody(values)}
      toUpdateBody={toAreaBody}
      fields={FIELDS}
      successText={t('saved')}
      initialValues={record ?? { sort: 0 }}
    >
      <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
        <Input maxLength={shape.name.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="code" label={t('code')} validateFirst rules={stringRules(shape.code)}>
        <Input maxLength={shape.code.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')}>
        <InputNumber min={0} max={shape.sort.unwrap().maxValue ?? undefined} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: description.maxLength ?? undefined }]}>
        <Input.TextArea rows={3} maxLength={description.maxLength ?? undefined} showCount />
      </Form.Item>
    </RecordFormDialog>
  );
}
