import { DRAWER_WIDTH } from '@beacon/contracts/constants';
import { Button, Drawer, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of the create/edit drawer. */
export interface FormDrawerProps {
  open: boolean;
  title: ReactNode;
  /** Drawer width: 664 by default (spec section 9). */
  width?: number;
  onClose: () => void;
  /** Called once the drawer has finished closing. */
  afterClose?: () => void;
  /** False while the record to edit loads: a spinner instead of the form, save disabled. */
  ready?: boolean;
  saving?: boolean;
  /** No save button (e.g. a built-in record). */
  readOnly?: boolean;
  onSubmit: () => void;
  /** Test id of the drawer (`x-drawer`); its save button's is `x-submit`. */
  testId: string;
  children: ReactNode;
}

/** Create/edit drawer: the form as children, cancel and save in the footer, a spinner while loading. */
export function FormDrawer(props: FormDrawerProps) {
  const {
    open,
    title,
    width = DRAWER_WIDTH,
    onClose,
    afterClose,
    ready = true,
    saving = false,
    readOnly = false,
  } = props;
  const { t } = useTranslation('components');
  return (
    <Drawer
      open={open}
      size={width}
      title={title}
      onClose={onClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose?.();
      }}
      destroyOnHidden
      data-testid={props.testId}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('formDrawer.cancel')}</Button>
          {!readOnly && (
            <Button
              type="primary"
              loading={saving}
              disabled={!ready}
              onClick={props.onSubmit}
              data-testid={`${props.testId.replace(/-drawer$/, '')}-submit`}
            >
              {t('formDrawer.save')}
            </Button>
          )}
        </Space>
      }
    >
      {ready ? (
        props.children
      ) : (
        <Spin spinning description={t('common:loading')}>
          <div style={{ minHeight: 200 }} />
        </Spin>
      )}
    </Drawer>
  );
}
