import { DIALOG_WIDTH } from '@beacon/contracts/constants';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import {
  claimFallbackHost,
  currentConfirm,
  primaryHost,
  registerHost,
  settleConfirm,
  useConfirmStore,
} from './confirm-queue';

/** Renders the queued confirm dialogs one at a time; mount once inside the app (extra hosts stay idle). */
export function ConfirmHost() {
  const { t } = useTranslation();
  const [hostId, setHostId] = useState<number | null>(null);
  const entry = useConfirmStore(currentConfirm);
  const primary = useConfirmStore(primaryHost);

  useEffect(() => {
    const [id, unregister] = registerHost();
    setHostId(id);
    return unregister;
  }, []);

  if (!entry || hostId === null || primary !== hostId) return null;
  const { options } = entry;
  return (
    <Modal
      key={entry.id}
      open
      width={DIALOG_WIDTH}
      title={options.title ?? t('components:confirm.title')}
      onCancel={() => settleConfirm(entry.id, 'close')}
      data-testid="confirm-dialog"
      footer={[
        <Button key="cancel" onClick={() => settleConfirm(entry.id, 'cancel')} data-testid="confirm-cancel">
          {options.cancelText ?? t('components:confirm.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger={options.danger}
          onClick={() => settleConfirm(entry.id, 'ok')}
          data-testid="confirm-ok"
        >
          {options.okText ?? t('components:confirm.ok')}
        </Button>,
      ]}
    >
      {options.content}
    </Modal>
  );
}

/** Mount a host on document.body when confirm() is called and the app mounted none. */
export const mountFallbackHost = (): void => {
  if (typeof document === 'undefined' || !claimFallbackHost()) return;
  const container = document.createElement('div');
  document.body.appendChild(container);
  createRoot(container).render(<ConfirmHost />);
};
