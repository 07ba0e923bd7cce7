import type { ThingModel } from '@beacon/contracts/thing-model';
import type { ThingModelError } from '@beacon/contracts/thing-model-issues';
import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/form-dialog';
import { JsonTextInput } from './json-text-input';

/** Props of the JSON import dialog. */
export interface JsonImportDialogProps {
  open: boolean;
  /** Called with the imported model once it passes the validator. */
  onImport: (model: ThingModel) => void;
  onClose: () => void;
  afterClose?: () => void;
  testId?: string;
}

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

  const submit = () => {
    if (text.trim() === '') {
      setErrors([{ path: '', reason: 'nothingToImport', message: 'nothing to import' }]);
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
      <JsonTextInput
        hint={t('importHint')}
        value={text}
        onChange={(next, fromFile) => {
          setText(next);
          if (fromFile) setErrors([]);
        }}
        errors={errors}
        testId={testId}
      />
    </FormDialog>
  );
}
