import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { Pagination } from './pagination';

const setup = (props: Partial<Parameters<typeof Pagination>[0]> = {}) => {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(
    <Pagination
      total={95}
      pageIndex={1}
      pageSize={10}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      {...props}
    />,
  );
  return { onPageChange, onPageSizeChange, bar: screen.getByTestId('pagination') };
};

const sizeOptions = async (bar: HTMLElement) => {
  const user = userEvent.setup();
  await user.click(within(bar).getByRole('combobox', { name: '每页条数' }));
  return Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) => option.textContent);
};

describe('Pagination', () => {
  it('says a total at the bound of counted rows is "at least", and an exact one as it is', () => {
    const { bar } = setup({ total: 10_010 });
    expect(within(bar).getByText('共 10010+ 条')).toBeInTheDocument();
  });

  it('shows a total just under the bound exactly', () => {
    const { bar } = setup({ total: 10_009 });
    expect(within(bar).getByText('共 10009 条')).toBeInTheDocument();
  });

  it('lays out total, sizes, prev, pager and next without a jumper', () => {
    const { bar } = setup();
    expect(bar).toHaveTextContent('共 95 条');
    const order = [
      '.beacon-pagination-total',
      '.beacon-pagination-sizes',
      '.ant-pagination-prev',
      '.ant-pagination-item',
      '.ant-pagination-next',
    ];
    const parts = order.map((selector) => bar.querySelector(selector));
    parts.forEach((part, index) => {
      expect(part, order[index]).not.toBeNull();
      const next = parts[index + 1];
      if (part && next) expect(part.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    expect(bar.querySelector('.ant-pagination-options-quick-jumper')).toBeNull();
  });

  it('offers 10/20/30/50 by default', async () => {
    const { bar } = setup();
    expect((await sizeOptions(bar)).map((text) => Number.parseInt(text ?? '', 10))).toEqual([10, 20, 30, 50]);
  });

  it('offers 20/50/100 and the jumper in the alternative layout', async () => {
    const { bar } = setup({ sizes: 'alt', jumper: true, pageSize: 20 });
    const jumper = bar.querySelector('.ant-pagination-options-quick-jumper');
    expect(jumper).not.toBeNull();
    expect(bar.querySelector('.ant-pagination-next')?.compareDocumentPosition(jumper as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect((await sizeOptions(bar)).map((text) => Number.parseInt(text ?? '', 10))).toEqual([20, 50, 100]);
  });

  it('reports a page change and a size change separately', async () => {
    const user = userEvent.setup();
    const { bar, onPageChange, onPageSizeChange } = setup();
    await user.click(within(bar).getByTitle('2'));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await sizeOptions(bar);
    const option = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((element) =>
      element.textContent?.startsWith('30'),
    );
    if (!option) throw new Error('no 30 option');
    await user.click(option);
    expect(onPageSizeChange).toHaveBeenCalledWith(30);
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });
});
