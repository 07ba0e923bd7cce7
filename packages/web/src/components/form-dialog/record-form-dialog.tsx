import { Form } from 'antd';
import type { ReactNode } from 'react';
import { type FormSaveOptions, useFormSave } from '../crud/use-form-save';
import { FormDialog } from './form-dialog';

/** Props of a record's short create/edit dialog: its save (the record edited by `id`, none = create) and texts. */
export interface RecordFormDialogProps<Values, SaveBody, UpdateBody>
  extends Omit<FormSaveOptions<Values, SaveBody, UpdateBody>, 'form' | 'onSaved'> {
  open: boolean;
  onClose: () => void;
  /** Called once the dialog has finished closing. */
  afterClose?: () => void;
  /** Called with the reply of a successful save, as the dialog closes. */
  onSaved?: (reply: unknown) => void;
  title: ReactNode;
  testId: string;
  /** Form name (prefixes the inputs' ids). */
  name: string;
  initialValues: Partial<Values>;
  /** The form's items. */
  children: ReactNode;
}

/**
 * Creates or edits a small record (a name and a few fields) in the spec's 534 px dialog: the body checked by the
 * contract, POST or PUT, a success toast, the resource's queries invalidated; refusals show on their fields.
 */
export function RecordFormDialog<Values, SaveBody, UpdateBody>(
  props: RecordFormDialogProps<Values, SaveBody, UpdateBody>,
) {
  const { open, onClose, afterClose, title, testId, name, initialValues, children } = props;
  const [form] = Form.useForm<Values>();
  const onSaved = (reply: unknown) => {
    props.onSaved?.(reply);
    onClose();
  };
  const { saving, submit } = useFormSave({ ...props, form, onSaved });
  return (
    <FormDialog
      open={open}
      title={title}
      saving={saving}
      onSubmit={() => form.submit()}
      onClose={onClose}
      afterClose={afterClose}
      testId={testId}
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        disabled={saving}
      >
        {children}
      </Form>
    </FormDialog>
  );
}
