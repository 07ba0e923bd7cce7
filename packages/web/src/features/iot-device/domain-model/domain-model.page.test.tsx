import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { RowActionSpec } from '../../../components/page-kit/page-spec';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { ok, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { rowHandlers, textContext } from '../../../test/text-context';
import page, { DOMAIN_MODEL_BUTTONS } from './domain-model.page';
import { DRAFT_MODEL, PUBLISHED_MODEL } from './domain-model.test-rows';

const { spec } = page;
const zh = textContext('domainModel');
const server = setupTestServer('admin');
const BASE = IOT_MODEL_PATHS.domainModel;
type Row = typeof DRAFT_MODEL;
const texts = (row: Row) => columnsIn(spec, 'table').map((column) => cellText(column, row, zh));
const column = (key: string) => columnsIn(spec, 'table').find((item) => item.key === key);
const action = <K extends RowActionSpec<Row>['kind']>(kind: K, key: string) => {
  const found = spec.rowActions?.find((item) => item.kind === kind && ('key' in item ? item.key : kind) === key);
  if (!found) throw new Error(`no ${kind} ${key}`);
  return found as Extract<RowActionSpec<Row>, { kind: K }>;
};
// The actions cell of a row, as the table shows it to an admin.
const showActions = (row: Row) => {
  const actions = tableColumns(spec, zh, rowHandlers()).at(-1);
  render(<div>{actions?.render?.(undefined, row, 0) as ReactNode}</div>);
};

describe('domain model page', () => {
  it('is the page of /iot-device/list', () => {
    expect(page.route).toBe('/iot-device/list');
  });

  it('shows the domain and status as tags, the services in short and the update time', () => {
    expect(texts(DRAFT_MODEL)).toEqual([
      '环境监测',
      'env-monitor',
      '环境',
      '1.0.0',
      '草稿',
      '1: 读取环境',
      '温湿度与空气质量',
      expect.stringMatching(/^2024-05-06 \d{2}:30:15$/),
    ]);
    expect(texts(PUBLISHED_MODEL).slice(2, 6)).toEqual(['门禁', '2.1.0', '已发布', '']);
    const status = column('status');
    expect(status && [cellTagColor(status, DRAFT_MODEL), cellTagColor(status, PUBLISHED_MODEL)]).toEqual([
      'default',
      'green',
    ]);
    const domain = column('domain');
    expect(domain && cellTagColor(domain, PUBLISHED_MODEL)).toBe('blue');
  });

  it('filters by name (its column size), domain and status', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['name', '模型名称', 'text'],
      ['domain', '业务领域', 'select'],
      ['status', '状态', 'select'],
    ]);
    expect(fields[0]).toMatchObject({ maxLength: 64 });
    expect(fields[1]).toMatchObject({ options: expect.arrayContaining([{ value: 'environment', label: '环境' }]) });
    expect(fields[2]).toMatchObject({
      options: [
        { value: 'draft', label: '草稿' },
        { value: 'published', label: '已发布' },
      ],
    });
    expect(
      specBody(spec)({ pageIndex: 1, pageSize: 10, filters: { name: '环境', domain: 'environment', status: 'draft' } }),
    ).toEqual({ page_index: 1, page_size: 10, name: '环境', domain: 'environment', status: 'draft' });
  });

  it('creates behind its button with its own text; a draft offers edit and publish, a published model view', () => {
    expect(spec.toolbar).toEqual([{ kind: 'create', button: DOMAIN_MODEL_BUTTONS.create, label: 'create' }]);
    expect(zh.t('create')).toBe('新增领域服务模型');
    showActions(DRAFT_MODEL);
    expect(screen.getByTestId('row-edit')).toHaveTextContent('编辑');
    expect(screen.getByTestId('row-publish')).toHaveTextContent('发布');
    expect(screen.queryByTestId('row-view')).toBeNull();
    expect(screen.getByTestId('row-delete')).toBeEnabled();
    expect(action('edit', 'edit').button).toBe(DOMAIN_MODEL_BUTTONS.edit);
    expect(action('edit', 'view').button).toBeUndefined();
  });

  it('a published model cannot be published or deleted: delete shows disabled, with the reason', async () => {
    showActions(PUBLISHED_MODEL);
    expect(screen.getByTestId('row-view')).toHaveTextContent('查看');
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.queryByTestId('row-publish')).toBeNull();
    expect(screen.getByTestId('row-delete')).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('row-delete-disabled'));
    expect(await screen.findByText('已发布的模型不能删除，只能删除草稿')).toBeInTheDocument();
  });

  it('publishes after 发布确认 naming the model, with POST /{id}/publish and 发布成功', async () => {
    const publish = action('confirm', 'publish');
    expect(publish.button).toBe(DOMAIN_MODEL_BUTTONS.publish);
    if (publish.ask === 'delete') throw new Error('publish asks its own question');
    expect(zh.t(publish.ask.title)).toBe('发布确认');
    expect(zh.t(publish.ask.content, { name: publish.name?.(DRAFT_MODEL) })).toBe(
      '发布后「环境监测」将不能再编辑或删除，确认发布吗？',
    );
    expect(zh.t(publish.success)).toBe('发布成功');
    server.current.routes.set(`${BASE}/1/publish`, ok({ ...DRAFT_MODEL, status: 'published' }));
    await publish.call(DRAFT_MODEL);
    expect(requestsTo(server.current, `${BASE}/1/publish`, 'POST')).toHaveLength(1);
  });

  it('deletes by id behind its button; a refusal of the server comes back with its message', async () => {
    const remove = action('delete', 'delete');
    expect(remove.button).toBe(DOMAIN_MODEL_BUTTONS.delete);
    expect(remove.name(DRAFT_MODEL)).toBe('环境监测');
    server.current.routes.set(`${BASE}/1`, {
      status: 409,
      body: { code: 409, msg: 'id: domain model is published; only drafts can be deleted' },
    });
    await expect(remove.call(DRAFT_MODEL)).rejects.toThrow('id: domain model is published; only drafts can be deleted');
    expect(requestsTo(server.current, `${BASE}/1`, 'DELETE')).toHaveLength(1);
  });
});
