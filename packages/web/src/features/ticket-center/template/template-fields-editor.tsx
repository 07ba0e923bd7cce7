import {
  FORM_FIELD_TYPES,
  type FormField,
  formFieldSchema,
  OPTION_FIELD_TYPES,
  TEMPLATE_LIMITS,
} from '@beacon/contracts/work-order-template';
import { Button, Card, Checkbox, Form, type FormRule, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredChoice, schemaRule, stringRules } from '../../../lib/schema-rules';

const shape = formFieldSchema.shape;
const NEW_FIELD: FormField = { model: '', label: '', type: 'text', required: false };

/** Whether a field type offers options (select and radio). */
export const hasOptions = (type: unknown): boolean => OPTION_FIELD_TYPES.some((option) => option === type);

/** The editor of a template's form fields: key, label, type, required, and options for select and radio. */
export function TemplateFieldsEditor() {
  const { t } = useTranslation('workOrderTemplate');
  // A key used by an earlier field of the list is refused on the later one.
  const uniqueModel =
    (index: number): FormRule =>
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) => {
        const fields: Partial<FormField>[] = getFieldValue('formFields') ?? [];
        const repeated = fields.slice(0, index).some((field) => field?.model === value);
        return repeated ? Promise.reject(new Error(t('field.duplicate'))) : Promise.resolve();
      },
    });
  const maxFields = {
    validator: (_rule: unknown, fields: unknown) =>
      Array.isArray(fields) && fields.length > TEMPLATE_LIMITS.fieldsMax
        ? Promise.reject(new Error(t('field.tooMany', { max: TEMPLATE_LIMITS.fieldsMax })))
        : Promise.resolve(),
  };
  return (
    <Form.List name="formFields" rules={[maxFields]}>
      {(items, { add, remove }, { errors }) => (
        <div data-testid="template-fields">
          {items.map(({ key, name }, index) => (
            <Card
              key={key}
              size="small"
              style={{ marginBottom: 8 }}
              data-testid={`template-field-${index}`}
              extra={
                <Button type="link" danger onClick={() => remove(name)}>
                  {t('field.remove')}
                </Button>
              }
            >
              <Space wrap align="start">
                <Form.Item
                  name={[name, 'model']}
                  label={t('field.model')}
                  validateFirst
                  rules={[
                    ...stringRules(shape.model),
                    schemaRule(shape.model, t('field.modelRule')),
                    uniqueModel(index),
                  ]}
                >
                  <Input maxLength={shape.model.maxLength ?? undefined} style={{ width: 150 }} />
                </Form.Item>
                <Form.Item
                  name={[name, 'label']}
                  label={t('field.label')}
                  validateFirst
                  rules={stringRules(shape.label)}
                >
                  <Input maxLength={shape.label.maxLength ?? undefined} style={{ width: 150 }} />
                </Form.Item>
                <Form.Item name={[name, 'type']} label={t('field.type')} rules={[requiredChoice(t)]}>
                  <Select
                    style={{ width: 120 }}
                    options={FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`values.type.${type}`) }))}
                  />
                </Form.Item>
                <Form.Item name={[name, 'required']} label={t('field.required')} valuePropName="checked">
                  <Checkbox />
                </Form.Item>
              </Space>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) =>
                  hasOptions(getFieldValue(['formFields', name, 'type'])) && (
                    <Form.Item
                      name={[name, 'options']}
                      label={t('field.options')}
                      rules={[
                        { required: true, type: 'array', min: 1, message: t('field.optionsRequired') },
                        schemaRule(
                          shape.options,
                          t('field.optionsRule', {
                            max: TEMPLATE_LIMITS.optionsMax,
                            length: TEMPLATE_LIMITS.optionMax,
                          }),
                        ),
                      ]}
                    >
                      <Select mode="tags" open={false} placeholder={t('field.optionsPlaceholder')} />
                    </Form.Item>
                  )
                }
              </Form.Item>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            block
            onClick={() => add({ ...NEW_FIELD })}
            disabled={items.length >= TEMPLATE_LIMITS.fieldsMax}
          >
            {t('field.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
