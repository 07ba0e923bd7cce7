import { DEVICE_PROTOCOLS } from '@beacon/contracts/iot-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { thingModelSizeText } from '../../../components/thing-model-page/thing-model-of';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { ThirdModelFormDrawer } from './third-model-form-drawer';
import { ThirdModelImportButton } from './third-model-import-button';
import { THIRD_MODEL_BUTTONS, thirdModelDetailPath } from './third-model-paths';

/**
 * /iot-device-third/list: third-party (vendor) thing models; filter by manufacturer, model number, protocol and
 * name; create, edit, delete (a model in use is refused with what uses it), import from JSON, open the detail.
 */
export default definePage({
  route: '/iot-device-third/list',
  texts: 'thirdModel',
  endpoint: thirdModelEndpoints.page,
  filters: [
    'manufacturer',
    'modelNumber',
    { key: 'protocol', options: () => DEVICE_PROTOCOLS.map((protocol) => ({ value: protocol, label: protocol })) },
    'name',
  ],
  columns: [
    { key: 'name', width: 160 },
    { key: 'manufacturer', width: 150 },
    { key: 'modelNumber', width: 140 },
    { key: 'protocol', width: 90 },
    { key: 'properties', label: 'modelSize', width: 130, text: thingModelSizeText },
    { key: 'description', width: 200 },
    { key: 'updateDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'link', key: 'detail', to: (row) => thirdModelDetailPath(row.id) },
    { kind: 'edit', button: THIRD_MODEL_BUTTONS.edit },
    {
      kind: 'delete',
      button: THIRD_MODEL_BUTTONS.delete,
      name: (row) => row.name,
      call: (row) => callEndpoint(thirdModelEndpoints.remove, { params: { id: row.id } }),
    },
  ],
  actionsWidth: 180,
  toolbar: [{ kind: 'create', button: THIRD_MODEL_BUTTONS.create }],
  form: ThirdModelFormDrawer,
  parts: { toolbar: ThirdModelImportButton },
});
