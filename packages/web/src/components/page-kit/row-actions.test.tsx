import type { SceneLog } from '@beacon/contracts/log-manage';
import { sceneLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { rowHandlers, textContext } from '../../test/text-context';
import { definePage } from './define-page';
import { tableColumns } from './spec-columns';

const { spec } = definePage({
  route: '/sass-log/list',
  texts: 'kitRowActions',
  endpoint: sceneLogEndpoints.page,
  columns: ['ruleName'],
  rowActions: [
    {
      kind: 'run',
      key: 'retry',
      disabled: (row) => (row.result === 'fail' ? undefined : 'onlyFailed'),
      run: () => undefined,
    },
  ],
});
const RUN: SceneLog = {
  id: 1,
  ruleId: 'r1',
  ruleName: '温度告警',
  trigger: 'event',
  result: 'fail',
  detail: '',
  createDate: 1,
};

beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'kitRowActions', {
    ruleName: '规则',
    retry: '重试',
    onlyFailed: '只能重试失败的执行',
  });
});

// The actions cell of a row.
const showActions = (row: SceneLog) => {
  const handlers = rowHandlers();
  const actions = tableColumns(spec, textContext('kitRowActions'), handlers).at(-1);
  render(<div>{actions?.render?.(undefined, row, 0) as ReactNode}</div>);
  return handlers;
};

describe('a row action disabled for a row', () => {
  it('is enabled where the row can take it', () => {
    showActions(RUN);
    expect(screen.getByTestId('row-retry')).toBeEnabled();
    expect(screen.queryByTestId('row-retry-disabled')).toBeNull();
  });

  it('shows disabled elsewhere, the reason in the page language as its tooltip and description', async () => {
    showActions({ ...RUN, result: 'success' });
    const button = screen.getByTestId('row-retry');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-description', '只能重试失败的执行');
    fireEvent.mouseEnter(screen.getByTestId('row-retry-disabled'));
    expect(await screen.findByText('只能重试失败的执行', { selector: '.ant-tooltip *' })).toBeInTheDocument();
  });
});
