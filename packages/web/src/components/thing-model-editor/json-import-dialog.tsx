import { UploadOutlined } from '@ant-design/icons';
import type { ThingModel } from '@beacon/contracts/thing-model';
import type { ThingModelError } from '@beacon/contracts/thing-model-issues';
import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import { Alert, Button, Input, Typography, Upload } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/form-dialog';

/** Props of the JSON import dialog. */
export interface JsonImportDialogProps {
  open: boolean;
  /** Called with the imported model once it passes the validator. */
  onImport: (model: ThingModel) => void;
  onClose: () => void;
  afterClose?: () => void;
  testId?: string;
}

/** Most errors listed at once (the validator reports them all; a broken file can have hundreds). */
const MAX_LISTED = 20;

/**
 * Import a thing model from JSON text (pasted or read from a .json file) with the contract's parser: a
 * syntax error names its line and column, every broken rule its path; the dialog stays open until it passes.
 */
export function JsonImportDialog({
  open,
  onImport,
  onClose,
  afterClose,
  testId = 'model-import',
}: JsonImportDialogProps) {
  const { t } = useTranslation('thingModel');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<ThingModelError[]>([]);
  const textId = useId();

  const submit = () => {
    if (text.trim() === '') {
      setErrors([{ path: '', message: t('importEmpty') }]);
      return;
    }
    const result = parseThingModelJson(text);
    if (result.ok) onImport(result.model);
    else setErrors(result.errors);
  };

  return (
    <FormDialog
      open={open}
      title={t('importTitle')}
      saving={false}
      onSubmit={submit}
      onClose={onClose}
      afterClose={afterClose}
      testId={testId}
    >
      <Typography.Paragraph type="secondary">{t('importHint')}</Typography.Paragraph>
      <Upload
        accept=".json,application/json"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then((content) => {
            setText(content);
            setErrors([]);
          });
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
        value={text}
        onChange={(event) => setText(event.target.value)}
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
                <li key={`${error.path}:${error.message}`}>
                  {error.path ? `${error.path}: ${error.message}` : error.message}
                </li>
              ))}
              {errors.length > MAX_LISTED && <li>…</li>}
            </ul>
          }
        />
      )}
    </FormDialog>
  );
}
