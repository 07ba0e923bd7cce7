import { UploadOutlined } from '@ant-design/icons';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import type { ThingModelError } from '@beacon/contracts/thing-model-issues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Typography, Upload } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../components/crud/invalidate-endpoints';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { ApiError } from '../../lib/api-client/request';
import { importThirdModel } from './api/post-third-model-import';
import { parseThirdModelJson } from './third-model-json';

/** Props of the import dialog. */
export interface ThirdModelImportDialogProps {
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

const MAX_LISTED = 20;

/**
 * Import a vendor model from a JSON file (or pasted text): checked by the contract first (each problem with
 * its path), then created; a refusal of the server (e.g. the model number exists) is listed too.
 */
export function ThirdModelImportDialog({ open, onClose, afterClose }: ThirdModelImportDialogProps) {
  const { t } = useTranslation('thirdModel');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<ThingModelError[]>([]);
  const textId = useId();
  const save = useMutation({
    mutationFn: importThirdModel,
    onSuccess: async (model) => {
      void message.success(t('imported', { name: model.name }));
      onClose();
      await invalidateEndpoints(client, [thirdModelEndpoints.save]);
    },
    // The api client has toasted it; the dialog keeps the server's words next to the text.
    onError: (error) =>
      setErrors([{ path: '', message: error instanceof ApiError ? (error.detail ?? error.message) : String(error) }]),
  });

  const submit = () => {
    if (text.trim() === '') return setErrors([{ path: '', message: t('importEmpty') }]);
    const result = parseThirdModelJson(text);
    if (!result.ok) return setErrors(result.errors);
    setErrors([]);
    save.mutate(result.body);
  };

  return (
    <FormDialog
      open={open}
      title={t('importTitle')}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      afterClose={afterClose}
      testId="third-model-import-dialog"
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
      />
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="third-model-import-errors"
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
