import { DIALOG_WIDTH } from '@beacon/contracts/constants';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of the short form dialog. */
export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  saving: boolean;
  /** Submits the form inside (its onFinish does the work). */
  onSubmit: () => void;
  onClose: () => void;
  /** Called once the dialog has finished closing. */
  afterClose?: () => void;
  testId: string;
  children: ReactNode;
}

/** A short form in the spec's 534 px dialog with 确 定 / 取 消; the form is rebuilt at each opening. */
export function FormDialog({ open, title, saving, onSubmit, onClose, afterClose, testId, children }: FormDialogProps) {
  const { t } = useTranslation('components');
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title={title}
      okText={t('confirm.ok')}
      cancelText={t('confirm.cancel')}
      confirmLoading={saving}
      onOk={onSubmit}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}
