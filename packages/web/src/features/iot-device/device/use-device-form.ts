import type { DeviceWithSecret } from '@beacon/contracts/iot-device';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form } from 'antd';
import type { z } from 'zod';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import { reportRefusals, showFieldErrors } from '../../../components/crud/server-refusals';
import type { EntityForm } from '../../../components/crud/use-entity-form';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { issuesToFields } from '../../../lib/schema-rules';
import { DEVICE_FORM_FIELDS, type DeviceFormValues } from './device-form-fields';

/** What the device form loads and reports. */
export interface DeviceFormOptions {
  /** The device to edit; absent = create. */
  iotId?: string;
  successText: string;
  /** After a save: the created device comes with its secret (shown once), an edit answers null. */
  onSaved: (created: DeviceWithSecret | null) => void;
}

const toValues = (device: DeviceWithSecret): Partial<DeviceFormValues> => ({
  devKey: device.devKey,
  name: device.name,
  stdModelId: device.stdModelId,
  thirdModelId: device.thirdModelId ?? undefined,
  projectCode: device.projectCode,
  categoryId: device.categoryId ?? undefined,
  areaCode: device.areaCode ?? undefined,
  address: device.address,
  firmware: device.firmware,
});

const wireFields = (values: DeviceFormValues) => ({
  name: values.name,
  stdModelId: values.stdModelId,
  thirdModelId: values.thirdModelId ?? null,
  projectCode: values.projectCode,
  categoryId: values.categoryId ?? null,
  areaCode: values.areaCode ?? null,
  address: values.address ?? '',
  firmware: values.firmware ?? '',
});

/**
 * The device create/edit form (devices are addressed by iotId, so not useEntityForm's numeric id): loads
 * the device fresh, checks the body against the contract, saves or updates, and puts a server message
 * naming a field (409 `devKey: …`) on that field.
 */
export function useDeviceForm({
  iotId,
  successText,
  onSaved,
}: DeviceFormOptions): EntityForm<DeviceWithSecret, DeviceFormValues> {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<DeviceFormValues>();
  const editing = iotId !== undefined;
  // Always fetched fresh: the secret may have been reset.
  const detail = useQuery({
    ...endpointQueryOptions(deviceEndpoints.get, { params: { iotId: iotId ?? '' } }),
    staleTime: 0,
    enabled: editing,
  });
  const entity = detail.data?.data;

  const mutation = useMutation({
    mutationFn: (call: () => Promise<DeviceWithSecret | null>) => call(),
    onSuccess: async (created) => {
      void message.success(successText);
      onSaved(created);
      await invalidateEndpoints(client, [deviceEndpoints.save]);
    },
    onError: (error) => {
      reportRefusals(form, error, DEVICE_FORM_FIELDS);
    },
  });

  const checked = (schema: z.ZodType | undefined, body: unknown): boolean => {
    const parsed = schema?.safeParse(body);
    if (!parsed || parsed.success) return true;
    showFieldErrors(form, issuesToFields(parsed.error.issues, DEVICE_FORM_FIELDS, body));
    return false;
  };

  const submit = (values: DeviceFormValues) => {
    if (iotId === undefined) {
      const body = { devKey: values.devKey, ...wireFields(values) };
      if (checked(deviceEndpoints.save.body, body))
        mutation.mutate(async () => (await callEndpoint(deviceEndpoints.save, { body }, { silent: true })).data);
      return;
    }
    const body = { iotId, ...wireFields(values) };
    if (!checked(deviceEndpoints.update.body, body)) return;
    mutation.mutate(async () => {
      await callEndpoint(deviceEndpoints.update, { body }, { silent: true });
      return null;
    });
  };

  return {
    form,
    editing,
    entity,
    ready: !editing || entity !== undefined,
    saving: mutation.isPending,
    initialValues: entity === undefined ? {} : toValues(entity),
    submit,
  };
}
