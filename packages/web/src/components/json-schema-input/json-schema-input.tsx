import type { FormRule } from 'antd';
import { Button, Input, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/api-client/refusal-text';
import { readSchemaText, schemaText } from './json-schema-text';

/** Props of the JSON Schema editor (an antd form control: its value is the text). */
export interface JsonSchemaInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  testId?: string;
}

/** A JSON Schema typed as JSON text (monospace), with a button that indents a valid one. */
export function JsonSchemaInput({ value = '', onChange, placeholder, testId }: JsonSchemaInputProps) {
  const { t } = useTranslation('components');
  const reading = readSchemaText(value);
  return (
    <Space vertical style={{ width: '100%' }} size={4}>
      <Input.TextArea
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={placeholder}
        autoSize={{ minRows: 4, maxRows: 16 }}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        data-testid={testId}
      />
      <Button
        size="small"
        disabled={!reading.ok || reading.schema === null}
        onClick={() => reading.ok && onChange?.(schemaText(reading.schema))}
      >
        {t('jsonSchema.format')}
      </Button>
    </Space>
  );
}

/** The form rule of a JSON Schema text: valid JSON and a valid JSON Schema, else the first fault at its path. */
export const jsonSchemaRule =
  (t: TFunction): FormRule =>
  () => ({
    validator: (_rule, value: string | undefined) => {
      const reading = readSchemaText(value);
      if (reading.ok) return Promise.resolve();
      const { refusal } = reading;
      const text = refusalText(refusal);
      return Promise.reject(
        new Error(refusal.path ? t('components:jsonSchema.at', { path: refusal.path, text }) : text),
      );
    },
  });
