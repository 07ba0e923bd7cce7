import { UploadOutlined } from '@ant-design/icons';
import type { ThingModelError } from '@beacon/contracts/thing-model-issues';
import { Alert, Button, Input, Typography, Upload } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/api-client/refusal-text';

/** Props of the JSON text input. */
export interface JsonTextInputProps {
  /** The sentence above the input. */
  hint: string;
  value: string;
  /** New text, typed or read from a chosen .json file (`fromFile`). */
  onChange: (text: string, fromFile: boolean) => void;
  /** Problems to list under the text, each with its path. */
  errors: readonly ThingModelError[];
  /** Prefix of the text's and the error list's test ids. */
  testId: string;
}

/** Most errors listed at once (the validator reports them all; a broken file can have hundreds). */
const MAX_LISTED = 20;

/** JSON pasted or read from a .json file, with the problems found in it listed by path (for import dialogs). */
export function JsonTextInput({ hint, value, onChange, errors, testId }: JsonTextInputProps) {
  const { t } = useTranslation('thingModel');
  const textId = useId();
  return (
    <>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Upload
        accept=".json,application/json"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then((content) => onChange(content, true));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('chooseFile')}</Button>
      </Upload>
      <label htmlFor={textId} style={{ display: 'block', margin: '12px 0 4px' }}>
        {t('importText')}
      </label>
      <Input.TextArea
        id={textId}
        value={value}
        onChange={(event) => onChange(event.target.value, false)}
        autoSize={{ minRows: 8, maxRows: 16 }}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        data-testid={`${testId}-text`}
      />
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          data-testid={`${testId}-errors`}
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {errors.slice(0, MAX_LISTED).map((error) => (
                <li key={`${error.path}:${error.reason}`}>
                  {error.path ? `${error.path}: ${refusalText(error)}` : refusalText(error)}
                </li>
              ))}
              {errors.length > MAX_LISTED && <li>…</li>}
            </ul>
          }
        />
      )}
    </>
  );
}
