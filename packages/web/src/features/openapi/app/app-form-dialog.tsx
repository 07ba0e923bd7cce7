import { type GatewayApp, gatewayAppCreatedSchema, gatewayAppSaveSchema } from '@beacon/contracts/gateway-app';
import { gatewayAppEndpoints } from '@beacon/contracts/gateway-app.endpoints';
import { formBReply } from '@beacon/contracts/protocol';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog } from '../../../components/form-dialog/record-form-dialog';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { stringRules } from '../../../lib/schema-rules';
import { AppSecretDialog } from './app-secret-dialog';

/** What the application form edits. */
export interface AppFormValues {
  name: string;
  callbackUrl?: string;
}

const FIELDS = ['name', 'callbackUrl'] as const;
const shape = gatewayAppSaveSchema.shape;
const createdReply = formBReply(gatewayAppCreatedSchema);

/** The save body of the form (the appId and secret are the server's). */
export const toAppBody = (values: AppFormValues) => ({
  name: values.name,
  callbackUrl: (values.callbackUrl ?? '').trim(),
});

/** The update body of the form: the save body with the app's id. */
export const toAppUpdateBody = (values: AppFormValues, id: number) => ({ id, ...toAppBody(values) });

/** The app and secret a create answered, or null for any other reply (an edit answers no secret). */
export const createdSecret = (reply: unknown): { name: string; secret: string } | null => {
  const parsed = createdReply.safeParse(reply);
  return parsed.success ? { name: parsed.data.object.name, secret: parsed.data.object.secret } : null;
};

/**
 * Create or edit an application in the 534 px dialog; after a create its secret shows once (the form's overlay
 * ends only when that dialog has closed).
 */
export function AppFormDialog({ open, record, onClose, afterClose }: RecordFormProps<GatewayApp>) {
  const { t } = useTranslation('gatewayApp');
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const callbackUrl = shape.callbackUrl.unwrap();
  return (
    <>
      <RecordFormDialog
        open={open}
        onClose={onClose}
        afterClose={created === null ? afterClose : undefined}
        onSaved={(reply) => setCreated(createdSecret(reply))}
        title={record ? t('editTitle') : t('createTitle')}
        testId="app-form"
        name="app-form"
        id={record?.id}
        save={gatewayAppEndpoints.save}
        update={gatewayAppEndpoints.update}
        toSaveBody={toAppBody}
        toUpdateBody={toAppUpdateBody}
        fields={FIELDS}
        successText={t('saved')}
        initialValues={record ?? { callbackUrl: '' }}
      >
        <Form.Item name="name" label={t('name')} validateFirst rules={stringRules(shape.name)}>
          <Input maxLength={shape.name.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item name="callbackUrl" label={t('callbackUrl')} extra={t('callbackUrlHint')}>
          <Input maxLength={callbackUrl.maxLength ?? undefined} placeholder="https://" />
        </Form.Item>
      </RecordFormDialog>
      <AppSecretDialog
        open={created !== null}
        appName={created?.name ?? ''}
        secret={created?.secret ?? ''}
        onClose={() => setCreated(null)}
        afterClose={afterClose}
      />
    </>
  );
}
