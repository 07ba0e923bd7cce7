import { GATEWAY_APP_BUTTONS as B, gatewayAppEndpoints } from '@beacon/contracts/gateway-app.endpoints';
import { booleanSelect } from '../../../components/page-kit/boolean-filter';
import { definePage } from '../../../components/page-kit/define-page';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { AppFormDialog } from './app-form-dialog';
import { appDetailPath } from './app-paths';
import { AppResetSecretDialog } from './app-reset-secret-dialog';

/** Calls closing or opening an application. */
const setClosed = (id: number, isClosed: boolean) =>
  callEndpoint(gatewayAppEndpoints.closed, { query: { id, isClosed: isClosed ? 'true' : 'false' } });

/**
 * /open-api-gateway/application: the gateway's applications (`/api/v1/gateway/app`, form B); create (its secret
 * shown once) and edit in a dialog; the detail page (bound APIs and projects); close or open; reset the secret
 * (shown once); delete.
 */
export default definePage({
  route: '/open-api-gateway/application',
  texts: 'gatewayApp',
  endpoint: gatewayAppEndpoints.page,
  filters: [
    'name',
    'appId',
    {
      key: 'isClosed',
      control: ({ t }) =>
        booleanSelect({ yes: t('values.isClosed.true'), no: t('values.isClosed.false'), placeholder: t('all') }),
    },
  ],
  columns: [
    { key: 'name', width: 180 },
    { key: 'appId', width: 230, copy: true },
    {
      key: 'isClosed',
      width: 90,
      text: (row, { t }) => t(`values.isClosed.${row.isClosed}`),
      tagColor: (row) => (row.isClosed ? 'default' : 'green'),
    },
    { key: 'owner', width: 120 },
    { key: 'callbackUrl', width: 260 },
    { key: 'createDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'link', key: 'detail', to: (row) => appDetailPath(row.id) },
    { kind: 'edit', button: B.edit },
    {
      kind: 'confirm',
      key: 'close',
      button: B.close,
      danger: true,
      visible: (row) => !row.isClosed,
      ask: { title: 'askClose.title', content: 'askClose.content', danger: true },
      name: (row) => row.name,
      call: (row) => setClosed(row.id, true),
      success: 'closed',
    },
    {
      kind: 'confirm',
      key: 'open',
      button: B.close,
      visible: (row) => row.isClosed,
      ask: { title: 'askOpen.title', content: 'askOpen.content' },
      name: (row) => row.name,
      call: (row) => setClosed(row.id, false),
      success: 'opened',
    },
    { kind: 'dialog', key: 'resetSecret', button: B.resetSecret, danger: true, dialog: AppResetSecretDialog },
    {
      kind: 'delete',
      button: B.delete,
      name: (row) => row.name,
      call: (row) => callEndpoint(gatewayAppEndpoints.remove, { query: { id: row.id } }),
    },
  ],
  actionsWidth: 300,
  toolbar: [{ kind: 'create', button: B.create }, 'export'],
  form: AppFormDialog,
});
