import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { confirm, confirmDelete } from './confirm';
import { ConfirmHost } from './confirm-host';
import { ConfirmDismissed } from './confirm-queue';

/** Queue a dialog inside act() and record how it settles. */
const settled = (open: () => Promise<void>) => {
  const result: { value?: 'resolved' | ConfirmDismissed } = {};
  let promise: Promise<void> = Promise.resolve();
  act(() => {
    promise = open();
  });
  promise.then(
    () => (result.value = 'resolved'),
    (error: ConfirmDismissed) => (result.value = error),
  );
  return result;
};

describe('confirm queue', () => {
  it('shows one dialog at a time and settles them in order', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const first = settled(() => confirm({ title: 'First', content: 'first body' }));
    const second = settled(() => confirm({ title: 'Second', content: 'second body' }));
    expect(await screen.findByText('first body')).toBeInTheDocument();
    expect(screen.queryByText('second body')).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('second body')).toBeInTheDocument();
    expect(first.value).toBe('resolved');
    expect(second.value).toBeUndefined();

    await user.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(second.value).toBeInstanceOf(ConfirmDismissed));
    expect(second.value).toMatchObject({ action: 'cancel' });
    await waitFor(() => expect(screen.queryByText('second body')).not.toBeInTheDocument());
  });

  it('rejects with close when the dialog is closed by Esc or its close button', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const byEsc = settled(() => confirm({ content: 'esc me' }));
    const byX = settled(() => confirm({ content: 'close me' }));
    await screen.findByText('esc me');
    await user.keyboard('{Escape}');
    await screen.findByText('close me');
    await user.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(byX.value).toMatchObject({ action: 'close' }));
    expect(byEsc.value).toMatchObject({ action: 'close' });
  });

  it('confirmDelete shows the spec texts verbatim', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const result = settled(() => confirmDelete());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('删除确认');
    expect(dialog).toHaveTextContent('您确认要删除吗？');
    expect(screen.getByRole('button', { name: '确 定' })).toHaveTextContent(/^确 定$/);
    expect(screen.getByRole('button', { name: '取 消' })).toHaveTextContent(/^取 消$/);
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(result.value).toBe('resolved'));
  });

  it('only the first mounted host renders the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ConfirmHost />
        <ConfirmHost />
      </>,
    );
    const result = settled(() => confirm({ content: 'single' }));
    await screen.findByText('single');
    expect(screen.getAllByText('single')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(result.value).toBe('resolved'));
  });
});
