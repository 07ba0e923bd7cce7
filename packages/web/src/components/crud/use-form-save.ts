import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import type { z } from 'zod';
import { callEndpoint } from '../../lib/api-client/call-endpoint';
import { issuesToFields } from '../../lib/schema-rules';
import { invalidateEndpoints } from './invalidate-endpoints';
import { reportRefusals, showFieldErrors } from './server-refusals';
import type { BodyEndpoint } from './use-entity-form';

/** What a form's save sends and reports. */
export interface FormSaveOptions<Values, SaveBody, UpdateBody> {
  form: FormInstance<Values>;
  /** The record edited; undefined = create. */
  id: number | undefined;
  save: BodyEndpoint<SaveBody>;
  update: BodyEndpoint<UpdateBody>;
  toSaveBody: (values: Values) => SaveBody;
  toUpdateBody: (values: Values, id: number) => UpdateBody;
  /** The form's fields: contract issues and server refusals naming one of them land on it. */
  fields: readonly (keyof Values & string)[];
  /** The success toast. */
  successText: string;
  /** After a successful save (the overlay closes), with the reply (a create may answer what is shown once). */
  onSaved: (reply: unknown) => void;
}

/** A form's save in progress, and antd's onFinish that starts it. */
export interface FormSave<Values> {
  saving: boolean;
  submit: (values: Values) => void;
}

/**
 * Saves a create/edit form: checks the body against the endpoint's contract (issues on their fields), then
 * saves or updates silently, toasts success and invalidates the resource's queries; the server's refusals
 * naming a field show on it and the rest are toasted in the operator's language.
 */
export function useFormSave<Values, SaveBody, UpdateBody>(
  options: FormSaveOptions<Values, SaveBody, UpdateBody>,
): FormSave<Values> {
  const { form, id, save, update, fields } = options;
  const { message } = App.useApp();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onSuccess: async (reply) => {
      void message.success(options.successText);
      options.onSaved(reply);
      await invalidateEndpoints(client, [save, update]);
    },
    onError: (error) => {
      reportRefusals(form, error, fields);
    },
  });

  const checked = (schema: z.ZodType | undefined, body: unknown): boolean => {
    const parsed = schema?.safeParse(body);
    if (!parsed || parsed.success) return true;
    showFieldErrors(form, issuesToFields(parsed.error.issues, fields, body));
    return false;
  };

  const submit = (values: Values) => {
    if (id === undefined) {
      const body = options.toSaveBody(values);
      if (checked(save.body, body)) mutation.mutate(() => callEndpoint(save, { body }, { silent: true }));
      return;
    }
    const body = options.toUpdateBody(values, id);
    if (checked(update.body, body)) mutation.mutate(() => callEndpoint(update, { body }, { silent: true }));
  };

  return { saving: mutation.isPending, submit };
}
