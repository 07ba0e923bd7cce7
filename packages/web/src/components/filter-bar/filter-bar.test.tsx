import { FILTER_DEBOUNCE_MS } from '@beacon/contracts/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import type { FieldConfig } from '../form-field/field-types';
import { FilterBar } from './filter-bar';

const fields: FieldConfig[] = [
  { model: 'name', label: 'Name', type: 'text' },
  { model: 'code', label: 'Code', type: 'text', trim: false },
  { model: 'keyword', label: 'Keyword', type: 'text', searchOnChange: true, maxLength: 5 },
];

const setup = (list: FieldConfig[] = fields) => {
  const onSearch = vi.fn();
  const onReset = vi.fn();
  render(<FilterBar fields={list} onSearch={onSearch} onReset={onReset} />);
  return { onSearch, onReset };
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FilterBar', () => {
  it('renders the fields with 查询 and 重置 and the spec widths', () => {
    setup();
    expect(screen.getByTestId('filter-bar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /查询/ })).toHaveTextContent('查询');
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name').closest('.ant-input-affix-wrapper')).toHaveStyle({ width: '180px' });
    expect(screen.getByLabelText('Keyword')).toHaveAttribute('maxlength', '5');
  });

  it('trims text on blur and searches with the trimmed value', async () => {
    const user = userEvent.setup();
    const { onSearch } = setup();
    await user.type(screen.getByLabelText('Name'), '  abc  ');
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveValue('abc');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'abc' }));
  });

  it('keeps whitespace when the field says trim: false', async () => {
    const user = userEvent.setup();
    const { onSearch } = setup();
    await user.type(screen.getByLabelText('Code'), ' a1 ');
    await user.tab();
    expect(screen.getByLabelText('Code')).toHaveValue(' a1 ');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ code: ' a1 ' }));
  });

  it('searches 1000 ms after the last change of an opted-in field', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onSearch } = setup();
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'ab' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'ab' }));
  });

  it('does not search on change of a field that did not opt in', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onSearch } = setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ab' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches at once on Enter and cancels the pending debounce', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onSearch } = setup();
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'x' } });
    fireEvent.keyDown(screen.getByLabelText('Keyword'), { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'x' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('reset clears every field and searches', async () => {
    const user = userEvent.setup();
    const { onSearch, onReset } = setup();
    await user.type(screen.getByLabelText('Name'), 'a');
    await user.type(screen.getByLabelText('Code'), 'b');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith({ name: undefined, code: undefined, keyword: undefined });
  });

  it('warns developers about duplicate model names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup([
      { model: 'a', label: 'A', type: 'text' },
      { model: 'a', label: 'B', type: 'number' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('duplicate field model "a"'));
  });

  it('does not warn when model names are unique', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('duplicate'));
  });
});
