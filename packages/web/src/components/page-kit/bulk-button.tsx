import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBulkAction } from '../crud/use-bulk-action';
import { Permission } from '../permission/permission';
import type { AnyPageSpec, AnyRow, BulkSpec, TextContext } from './page-spec';
import { pageTexts } from './page-texts';

/** Props of a bulk action's button. */
export interface BulkButtonProps {
  action: BulkSpec<AnyRow>;
  spec: AnyPageSpec;
  context: TextContext;
  rows: AnyRow[];
  /** Called after the action ran (the selection is cleared). */
  onDone: () => void;
}

/** A declared bulk action: disabled without a selection, its progress on the button while it runs. */
export function BulkButton({ action, spec, context, rows, onDone }: BulkButtonProps) {
  const { t } = useTranslation('components');
  const { ask, runAll } = action;
  const bulk = useBulkAction<AnyRow>({
    confirm:
      ask === 'delete'
        ? 'delete'
        : (selected) => ({
            title: context.t(ask.title),
            content: context.t(ask.content, { count: selected.length }),
            danger: ask.danger,
          }),
    run: action.run,
    runAll: runAll && ((selected, options) => runAll(selected, options, context)),
    invalidates: [spec.endpoint],
  });
  const label = action.label ?? action.key;
  const control = (
    <Button
      danger={action.danger}
      disabled={rows.length === 0}
      loading={bulk.progress !== null}
      data-testid={`bulk-${action.key}`}
      onClick={async () => {
        if (await bulk.run(rows)) onDone();
      }}
    >
      {bulk.progress
        ? t('bulk.running', { ...bulk.progress })
        : label === 'delete'
          ? pageTexts(context).delete
          : context.t(label)}
    </Button>
  );
  return action.button ? <Permission pageId={action.button}>{control}</Permission> : control;
}
