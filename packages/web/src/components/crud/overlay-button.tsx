import { Button } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { Permission } from '../permission/permission';
import { useOverlay } from './use-overlay';

/** What an overlay opened by a button gets. */
export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** Called once its closing animation has ended. */
  afterClose?: () => void;
}

/** Props of a button that opens a drawer or dialog. */
export interface OverlayButtonProps {
  label: ReactNode;
  icon?: ReactNode;
  testId: string;
  /** The button page id its holders need. */
  button: string;
  /** The drawer or dialog it opens (mounted while open, fresh at each opening). */
  overlay: (props: OverlayProps) => ReactNode;
}

/** A button that opens a drawer or dialog (e.g. a page toolbar's import or manager), behind its permission. */
export function OverlayButton({ label, icon, testId, button, overlay }: OverlayButtonProps) {
  const { state, show, close, afterClose } = useOverlay();
  return (
    <Permission pageId={button}>
      <Button icon={icon} onClick={() => show(undefined)} data-testid={testId}>
        {label}
      </Button>
      {state && <Fragment key={state.key}>{overlay({ open: state.open, onClose: close, afterClose })}</Fragment>}
    </Permission>
  );
}
