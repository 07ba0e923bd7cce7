import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import type { ApiDefinition, ApiStatus } from '@beacon/contracts/open-platform-api';
import type { Kysely } from 'kysely';
import { demoText } from '../../platform/demo-text';
import type { OpenPlatformDatabase } from './tables';

const HOUR = 3_600_000;

const page = {
  type: 'object',
  properties: {
    offset: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    projectCode: { type: 'string', maxLength: 64 },
  },
  additionalProperties: false,
};
const value = {
  type: 'object',
  properties: { attrKey: { type: 'string' }, value: {}, valueTime: { type: 'integer' } },
};
const history = {
  type: 'object',
  required: ['attrKey', 'from', 'to'],
  properties: { attrKey: { type: 'string' }, from: { type: 'integer' }, to: { type: 'integer' } },
};
const list = (item: object) => ({
  type: 'object',
  properties: { records: { type: 'array', items: item }, total: { type: 'integer' } },
});
const device = {
  type: 'object',
  properties: { iotId: { type: 'string' }, devKey: { type: 'string' }, name: { type: 'string' } },
};

/** Stores a demo API as the business centre would (published as it stands unless a draft), at `time`. */
export const insertDemoApi = async (
  db: Kysely<OpenPlatformDatabase>,
  definition: ApiDefinition,
  status: ApiStatus,
  time: number,
): Promise<void> => {
  const published = status === 'draft' ? null : JSON.stringify(definition);
  await db
    .insertInto('open_api')
    .values({
      name: definition.name,
      method: definition.method,
      path: definition.path,
      domain_id: definition.domainId,
      group_id: definition.groupId,
      cluster_id: definition.clusterId,
      backend_path: definition.backendPath,
      builtin: definition.builtin,
      request_schema: definition.requestSchema && JSON.stringify(definition.requestSchema),
      response_schema: definition.responseSchema && JSON.stringify(definition.responseSchema),
      description: definition.description,
      status,
      published,
      published_at: published === null ? null : time,
      create_date: time,
      update_date: time,
    })
    .execute();
};

/** Seeds an area, two groups and APIs: the built-in device APIs online, an older one offline, a cluster API draft. */
export const seedOpenPlatformDemo = async (
  db: Kysely<OpenPlatformDatabase>,
  language: ConsoleLanguage,
  now = Date.now(),
): Promise<void> => {
  const t = demoText(language);
  const at = now - 48 * HOUR;
  const { id: domainId } = await db
    .insertInto('api_area')
    .values({
      name: t('平台数据', 'Platform data'),
      code: 'platform-data',
      description: t('面向第三方应用的平台数据接口', 'Platform data for third-party apps'),
      sort: 1,
      create_date: at,
      update_date: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = (name: string, description: string) =>
    db
      .insertInto('api_group')
      .values({ name, domain_id: domainId, description, create_date: at, update_date: at })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const devices = await group(t('设备数据', 'Device data'), t('设备与实时数据', 'Devices and their live values'));
  const orders = await group(t('工单对接', 'Work order sync'), t('与外部工单系统对接', 'Sync with external ticketing'));

  const api = (definition: Omit<ApiDefinition, 'domainId'>, status: ApiStatus, hoursAgo: number) =>
    insertDemoApi(db, { ...definition, domainId }, status, now - hoursAgo * HOUR);
  const builtin = { groupId: devices, clusterId: null, backendPath: '' };
  await api(
    {
      ...builtin,
      name: t('设备列表', 'Device list'),
      method: 'GET',
      path: '/device/list',
      builtin: 'device-list',
      requestSchema: page,
      responseSchema: list(device),
      description: t('应用绑定项目下的设备', "Devices of the app's bound projects"),
    },
    'online',
    40,
  );
  await api(
    {
      ...builtin,
      name: t('设备最新数据', 'Latest device values'),
      method: 'GET',
      path: '/device/{iotId}/latest',
      builtin: 'device-latest',
      requestSchema: null,
      responseSchema: { type: 'array', items: value },
      description: t('设备各属性的最新值', "The latest value of each of a device's properties"),
    },
    'online',
    36,
  );
  await api(
    {
      ...builtin,
      name: t('设备历史数据', 'Device history'),
      method: 'GET',
      path: '/device/{iotId}/history',
      builtin: 'device-history',
      requestSchema: history,
      responseSchema: list(value),
      description: t('一个属性在时间范围内的历史值', "A property's values over a time range"),
    },
    'online',
    30,
  );
  await api(
    {
      ...builtin,
      name: t('设备列表（旧版）', 'Device list (v0)'),
      method: 'GET',
      path: '/v0/devices',
      builtin: 'device-list',
      requestSchema: null,
      responseSchema: null,
      description: t('已由设备列表取代', 'Replaced by the device list'),
    },
    'offline',
    44,
  );
  await api(
    {
      groupId: orders,
      clusterId: null,
      backendPath: '/api/work-orders/sync',
      builtin: null,
      name: t('工单同步', 'Work order sync'),
      method: 'POST',
      path: '/work-order/sync',
      requestSchema: { type: 'object', properties: { number: { type: 'string' }, status: { type: 'string' } } },
      responseSchema: null,
      description: t('等待服务集群后发布', 'Deployed once its service cluster has a node'),
    },
    'draft',
    20,
  );
};
