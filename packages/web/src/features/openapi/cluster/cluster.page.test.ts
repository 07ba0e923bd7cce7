import type { ServiceCluster } from '@beacon/contracts/gateway-cluster';
import { CLUSTER_BUTTONS } from '@beacon/contracts/gateway-cluster.endpoints';
import { describe, expect, it } from 'vitest';
import { cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields } from '../../../components/page-kit/spec-filters';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './cluster.page';
import { repeatedNode, toClusterBody, toClusterValues } from './cluster-form-values';

const { spec } = page;
const zh = textContext('serviceCluster', 'zh-CN');
const en = textContext('serviceCluster', 'en-US');
const CLUSTER: ServiceCluster = {
  id: 4,
  name: 'Orders',
  nodes: [
    { host: '10.0.0.1', port: 8080, weight: 3, health: 'up', lastCheck: 1, lastError: null },
    { host: '2001:db8::1', port: 80, weight: 1, health: 'down', lastCheck: 1, lastError: 'HTTP 503' },
  ],
  balance: 'weighted',
  timeoutMs: 2_000,
  retries: 1,
  healthCheck: { path: '/health', intervalSeconds: 30 },
  description: '',
  apiCount: 2,
  createDate: 1,
  updateDate: 2,
};
const column = (key: string) => {
  const found = columnsIn(spec, 'table').find((item) => item.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

describe('gateway service cluster page', () => {
  it('is the page of /open-api-gateway/serve: bound APIs, edit and delete (refused while APIs use it)', () => {
    expect(page.route).toBe('/open-api-gateway/serve');
    expect(spec.toolbar).toEqual([{ kind: 'create', button: CLUSTER_BUTTONS.create }, 'export']);
    expect(spec.rowActions?.map((action) => [action.kind, 'button' in action ? action.button : undefined])).toEqual([
      ['dialog', undefined],
      ['edit', CLUSTER_BUTTONS.edit],
      ['delete', CLUSTER_BUTTONS.delete],
    ]);
    const remove = spec.rowActions?.find((action) => action.kind === 'delete');
    expect(remove && 'disabled' in remove ? remove.disabled?.(CLUSTER) : 'none').toBe('usedByApis');
    expect(remove && 'disabled' in remove ? remove.disabled?.({ ...CLUSTER, apiCount: 0 }) : 'none').toBeUndefined();
  });

  it('shows each node with its health, balancing, limits and the health check, in zh-CN and en-US', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((item) => item.title)).toEqual([
      '集群名称',
      '节点',
      '负载均衡',
      '超时（毫秒）',
      '重试次数',
      '健康检查',
      'API数',
      '更新时间',
      '操作',
    ]);
    expect(cellText(column('nodes'), CLUSTER, en)).toBe('10.0.0.1:8080 ×3 (Up), [2001:db8::1]:80 ×1 (Down)');
    expect(cellText(column('nodes'), CLUSTER, zh)).toBe('10.0.0.1:8080 ×3 (正常), [2001:db8::1]:80 ×1 (异常)');
    expect(cellText(column('healthCheck'), CLUSTER, en)).toBe('/health every 30 s');
    expect(cellText(column('healthCheck'), { ...CLUSTER, healthCheck: null }, zh)).toBe('无');
    expect(cellText(column('balance'), CLUSTER, zh)).toBe('加权');
    expect(filterFields(spec, en).map((field) => [field.model, field.label])).toEqual([['name', 'Name']]);
  });

  it('edits nodes and the health check, sending none while it is switched off', () => {
    const values = toClusterValues(CLUSTER);
    expect(values).toMatchObject({ healthCheckOn: true, healthPath: '/health', healthInterval: 30 });
    expect(toClusterBody(values)).toEqual({
      name: 'Orders',
      nodes: [
        { host: '10.0.0.1', port: 8080, weight: 3 },
        { host: '2001:db8::1', port: 80, weight: 1 },
      ],
      balance: 'weighted',
      timeoutMs: 2_000,
      retries: 1,
      healthCheck: { path: '/health', intervalSeconds: 30 },
      description: '',
    });
    expect(toClusterBody({ ...values, healthCheckOn: false }).healthCheck).toBeNull();
    const nodes = [
      { host: 'a.example', port: 80 },
      { host: 'b.example', port: 80 },
      { host: 'A.example ', port: 80 },
    ];
    expect([0, 1, 2].map((index) => repeatedNode(nodes, index))).toEqual([undefined, undefined, 1]);
  });
});
