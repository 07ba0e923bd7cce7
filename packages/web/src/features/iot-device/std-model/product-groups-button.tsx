import { STD_MODEL_BUTTONS } from '@beacon/contracts/iot-model.endpoints';
import { useTranslation } from 'react-i18next';
import { OverlayButton } from '../../../components/crud/overlay-button';
import { ProductGroupDrawer } from './product-group-drawer';

/** The standard model list's toolbar part: the product group manager, for holders of its button. */
export function ProductGroupsButton() {
  const { t } = useTranslation('stdModel');
  return (
    <OverlayButton
      label={t('groupManager')}
      testId="std-model-groups"
      button={STD_MODEL_BUTTONS.group}
      overlay={(props) => <ProductGroupDrawer {...props} />}
    />
  );
}
