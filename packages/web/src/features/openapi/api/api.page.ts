import { API_BUTTONS, openApiEndpoints } from '@beacon/contracts/open-platform-api.endpoints';
import { namedSelect, useAreaChoices, useGroupChoices } from '../../../components/open-api/area-group-choices';
import { definePage } from '../../../components/page-kit/define-page';
import type { TextContext } from '../../../components/page-kit/page-spec';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { ApiCountHeader } from './api-count-header';
import { ApiFormDrawer } from './api-form-drawer';
import { ApiViewDialog } from './api-view-dialog';

/** The areas and groups the filters choose among. */
const useApiLookups = () => ({ areas: useAreaChoices(), groups: useGroupChoices() });
type ApiLookups = ReturnType<typeof useApiLookups>;

const METHOD_COLORS = { GET: 'green', POST: 'blue', PUT: 'orange', DELETE: 'red', PATCH: 'purple' } as const;
const STATUS_COLORS = { draft: 'default', online: 'green', offline: 'orange' } as const;
/** Why an online API's edit and delete are disabled (text key). */
const lockedWhileOnline = (row: { status: string }) => (row.status === 'online' ? 'onlineLocked' : undefined);

/** What serves an API: its built-in platform data, or its cluster and backend path. */
export const targetText = (
  row: { builtin: string | null; clusterId: number | null; clusterName?: string | null; backendPath: string },
  { t }: Pick<TextContext, 't'>,
): string => {
  if (row.builtin) return t(`values.builtin.${row.builtin}`);
  const cluster = row.clusterId === null ? t('noCluster') : (row.clusterName ?? t('cluster', { id: row.clusterId }));
  return `${cluster} ${row.backendPath}`;
};

/**
 * /open-api-business/api-list: the business centre's APIs (`/open-platform/api`, form B), their count by status
 * above the list; create and edit in a drawer (JSON Schemas checked as typed); deploy and take offline; the
 * published definition; delete. Online APIs are neither edited nor deleted.
 */
export default definePage({
  route: '/open-api-business/api-list',
  texts: 'openApi',
  endpoint: openApiEndpoints.page,
  useLookups: useApiLookups,
  filters: [
    'name',
    'path',
    'method',
    { key: 'domainId', control: ({ lookups }: TextContext<ApiLookups>) => namedSelect(lookups.areas) },
    { key: 'groupId', control: ({ lookups }: TextContext<ApiLookups>) => namedSelect(lookups.groups) },
    'status',
  ],
  columns: [
    { key: 'name', width: 180 },
    { key: 'method', width: 90, tags: METHOD_COLORS },
    { key: 'path', width: 220, copy: true },
    { key: 'domainName', width: 140 },
    { key: 'groupName', width: 140 },
    { key: 'builtin', label: 'target', width: 220, text: (row, context) => targetText(row, context) },
    { key: 'status', width: 90, tags: STATUS_COLORS },
    { key: 'publishedAt', width: 170, format: 'dateTime' },
    { key: 'description', width: 240, only: ['detail', 'export'] },
    { key: 'updateDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'dialog', key: 'view', visible: (row) => row.publishedAt !== null, dialog: ApiViewDialog },
    { kind: 'edit', button: API_BUTTONS.edit, disabled: lockedWhileOnline },
    {
      kind: 'confirm',
      key: 'deploy',
      button: API_BUTTONS.deploy,
      visible: (row) => row.status !== 'online',
      ask: { title: 'askDeploy.title', content: 'askDeploy.content' },
      name: (row) => row.name,
      call: (row) => callEndpoint(openApiEndpoints.deploy, { query: { id: row.id } }),
      success: 'deployed',
    },
    {
      kind: 'confirm',
      key: 'offline',
      button: API_BUTTONS.offline,
      danger: true,
      visible: (row) => row.status === 'online',
      ask: { title: 'askOffline.title', content: 'askOffline.content', danger: true },
      name: (row) => row.name,
      call: (row) => callEndpoint(openApiEndpoints.offline, { query: { id: row.id } }),
      success: 'offlined',
    },
    {
      kind: 'delete',
      button: API_BUTTONS.delete,
      disabled: lockedWhileOnline,
      name: (row) => row.name,
      call: (row) => callEndpoint(openApiEndpoints.remove, { query: { id: row.id } }),
    },
  ],
  actionsWidth: 230,
  toolbar: [{ kind: 'create', button: API_BUTTONS.create }, 'export'],
  form: ApiFormDrawer,
  parts: { header: ApiCountHeader },
});
