import { apiGroupEndpoints, GROUP_BUTTONS } from '@beacon/contracts/open-platform.endpoints';
import { namedSelect, useAreaChoices } from '../../../components/open-api/area-group-choices';
import { definePage } from '../../../components/page-kit/define-page';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { GroupFormDialog } from './group-form-dialog';

/**
 * /open-api-business/group: the Open API groups (`/open-platform/group`, form B: filters name and area sent in
 * `data`); create and edit in a dialog (moving a group moves its APIs to its new area), delete (refused while an API
 * is in it), export.
 */
export default definePage({
  route: '/open-api-business/group',
  texts: 'apiGroup',
  endpoint: apiGroupEndpoints.page,
  useLookups: useAreaChoices,
  filters: ['name', { key: 'domainId', control: ({ lookups }) => namedSelect(lookups) }],
  columns: [
    { key: 'name', width: 180 },
    { key: 'domainName', width: 180 },
    { key: 'description', width: 280 },
    { key: 'createDate', format: 'dateTime', width: 170, only: ['detail', 'export'] },
    { key: 'updateDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'edit', button: GROUP_BUTTONS.save },
    {
      kind: 'delete',
      button: GROUP_BUTTONS.delete,
      name: (row) => row.name,
      call: (row) => callEndpoint(apiGroupEndpoints.remove, { params: { id: row.id } }),
    },
  ],
  actionsWidth: 130,
  toolbar: [{ kind: 'create', button: GROUP_BUTTONS.save }, 'export'],
  form: GroupFormDialog,
});
