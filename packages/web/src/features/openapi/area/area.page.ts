import { AREA_BUTTONS, apiAreaEndpoints } from '@beacon/contracts/open-platform.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { AreaFormDialog } from './area-form-dialog';

/**
 * /open-api-business/area: the Open API areas (`/open-platform/domain`, form B: filters name and code sent in
 * `data`); create and edit in a dialog (one `save`), delete (refused while a group or API is in the area), export.
 */
export default definePage({
  route: '/open-api-business/area',
  texts: 'apiArea',
  endpoint: apiAreaEndpoints.page,
  filters: ['name', 'code'],
  columns: [
    { key: 'name', width: 180 },
    { key: 'code', width: 150 },
    { key: 'sort', width: 80, align: 'right' },
    { key: 'description', width: 260 },
    { key: 'createDate', format: 'dateTime', width: 170, only: ['detail', 'export'] },
    { key: 'updateDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'edit', button: AREA_BUTTONS.save },
    {
      kind: 'delete',
      button: AREA_BUTTONS.delete,
      name: (row) => row.name,
      call: (row) => callEndpoint(apiAreaEndpoints.remove, { params: { id: row.id } }),
    },
  ],
  actionsWidth: 130,
  toolbar: [{ kind: 'create', button: AREA_BUTTONS.save }, 'export'],
  form: AreaFormDialog,
});
