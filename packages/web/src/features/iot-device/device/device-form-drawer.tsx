import type { Device, DeviceWithSecret } from '@beacon/contracts/iot-device';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDrawer } from '../../../components/crud/entity-form-drawer';
import type { RecordFormProps } from '../../../components/page-kit/page-spec';
import { DeviceFormFields } from './device-form-fields';
import { SecretOnceDialog } from './secret-once-dialog';
import { useDeviceForm } from './use-device-form';
import { useDeviceLookups } from './use-device-lookups';

/**
 * Create/edit drawer of a device (devKey only on create); a server message naming a field shows on it. A created
 * device's secret is shown once after the drawer closes.
 */
export function DeviceFormDrawer({ open, record, onClose, afterClose }: RecordFormProps<Device>) {
  const { t } = useTranslation('device');
  const lookups = useDeviceLookups({ thirdModels: true });
  const [created, setCreated] = useState<DeviceWithSecret | null>(null);
  const entityForm = useDeviceForm({
    iotId: record?.iotId,
    successText: t('saved'),
    onSaved: (device) => (device ? setCreated(device) : onClose()),
  });
  return (
    <>
      <EntityFormDrawer
        entityForm={entityForm}
        open={open && created === null}
        onClose={onClose}
        afterClose={created === null ? afterClose : undefined}
        title={entityForm.editing ? t('editTitle') : t('createTitle')}
        testId="device-form-drawer"
        name="device-form"
      >
        <DeviceFormFields editing={entityForm.editing} lookups={lookups} />
      </EntityFormDrawer>
      <SecretOnceDialog
        device={open ? created : null}
        title={t('createdSecretTitle')}
        onClose={onClose}
        afterClose={afterClose}
      />
    </>
  );
}
