import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OverlayButton } from '../../../components/crud/overlay-button';
import { ThirdModelImportDialog } from './third-model-import-dialog';
import { THIRD_MODEL_BUTTONS } from './third-model-paths';

/** The third-party model list's toolbar part: import a vendor model from JSON, for holders of its button. */
export function ThirdModelImportButton() {
  const { t } = useTranslation('thirdModel');
  return (
    <OverlayButton
      label={t('import')}
      icon={<ImportOutlined />}
      testId="third-model-import"
      button={THIRD_MODEL_BUTTONS.import}
      overlay={(props) => <ThirdModelImportDialog {...props} />}
    />
  );
}
