import type { EndpointBody } from '@beacon/contracts/endpoint';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import type { ThingModelError } from '@beacon/contracts/thing-model-issues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { JsonTextInput } from '../../../components/thing-model-editor/json-text-input';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { ApiError } from '../../../lib/api-client/request';
import { parseThirdModelJson } from './third-model-json';

/** Props of the import dialog. */
export interface ThirdModelImportDialogProps {
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

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
  const save = useMutation({
    mutationFn: async (body: EndpointBody<typeof thirdModelEndpoints.importModel>) =>
      (await callEndpoint(thirdModelEndpoints.importModel, { body })).data,
    onSuccess: async (model) => {
      void message.success(t('imported', { name: model.name }));
      onClose();
      await invalidateEndpoints(client, [thirdModelEndpoints.save]);
    },
    // The api client has toasted it; the dialog keeps the server's refusals next to the text.
    onError: (error) =>
      setErrors(error instanceof ApiError ? error.refusals.map((refusal) => ({ ...refusal, message: '' })) : []),
  });

  const submit = () => {
    if (text.trim() === '') return setErrors([{ path: '', reason: 'nothingToImport', message: 'nothing to import' }]);
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
      <JsonTextInput
        hint={t('importHint')}
        value={text}
        onChange={(next, fromFile) => {
          setText(next);
          if (fromFile) setErrors([]);
        }}
        errors={errors}
        testId="third-model-import"
      />
    </FormDialog>
  );
}
