import { type ApiGroup, apiGroupSaveSchema } from '@beacon/contracts/open-platform';
import { apiGroupEndpoints } from '@beacon/contracts/open-platform.endpoints';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog } from '../../../components/form-dialog/record-form-dialog';
import { namedOptions, useAreaChoices } from '../../../components/open-api/area-group-choices';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { requiredChoice, stringRules } from '../../../lib/schema-rules';

/** What the group form edits. */
export interface GroupFormValues {
  name: string;
  domainId: number;
  description?: string;
}

const FIELDS = ['name', 'domainId', 'description'] as const;
const shape = apiGroupSaveSchema.shape;

/** The save body of the form (`id` when editing: the spec's one `save` creates and edits). */
export const toGroupBody = (values: GroupFormValues, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  name: values.name,
  domainId: values.domainId,
  description: values.description ?? '',
});

/** Create or edit an API group (its area chosen among the areas) in the 534 px dialog. */
export function GroupFormDialog({ open, record, onClose, afterClose }: RecordFormProps<ApiGroup>) {
  const { t } = useTranslation('apiGroup');
  const areas = useAreaChoices();
  const description = shape.description.unwrap();
  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={record ? t('editTitle') : t('createTitle')}
      testId="group-form"
      name="group-form"
      id={record?.id}
      save={apiGroupEndpoints.save}
      update={apiGroupEndpoints.save}
      toSaveBody={(values: GroupFormValues) => toGroupBody(values)}
      toUpdateBody={toGroupBody}
      fields={FIELDS}
      successText={t('saved')}
      initialValues={record ?? {}}
    >
      <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
        <Input maxLength={shape.name.maxLength ?? undefined} />
      </Form.Item>
      <Form.Item name="domainId" label={t('domainId')} rules={[requiredChoice(t)]}>
        <Select
          placeholder={t('common:pleaseSelect')}
          options={namedOptions(areas)}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[{ max: description.maxLength ?? undefined }]}>
        <Input.TextArea rows={3} maxLength={description.maxLength ?? undefined} showCount />
      </Form.Item>
    </RecordFormDialog>
  );
}
