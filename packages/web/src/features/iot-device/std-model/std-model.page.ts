import { STD_MODEL_BUTTONS, stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { thingModelSizeText } from '../../../components/thing-model-page/thing-model-of';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { ProductGroupsButton } from './product-groups-button';
import { StdModelFormDrawer } from './std-model-form-drawer';
import { useStdModelLookups } from './std-model-lookups';
import { stdModelDetailPath, stdModelRelevancePath } from './std-model-paths';

/**
 * /std-model/list: standard thing models; filter by name, productKey, group and category; create, edit, delete
 * (a model in use is refused with what uses it), open the detail (the model editor) or the associations, and
 * manage product groups.
 */
export default definePage({
  route: '/std-model/list',
  texts: 'stdModel',
  endpoint: stdModelEndpoints.page,
  useLookups: useStdModelLookups,
  filters: [
    'name',
    'productKey',
    { key: 'groupId', label: 'group', options: ({ lookups }) => lookups.groupChoices },
    { key: 'categoryId', label: 'category', options: ({ lookups }) => lookups.categoryChoices },
  ],
  columns: [
    { key: 'name', width: 160 },
    { key: 'productKey', width: 150 },
    { key: 'groupId', label: 'group', width: 120, text: (row, { lookups }) => lookups.groupName(row.groupId) },
    {
      key: 'categoryId',
      label: 'category',
      width: 150,
      text: (row, { lookups }) => lookups.categoryName(row.categoryId),
    },
    { key: 'protocol', width: 90 },
    {
      key: 'domainModelId',
      label: 'domainModel',
      width: 160,
      text: (row, { lookups }) => lookups.domainName(row.domainModelId),
    },
    { key: 'properties', label: 'modelSize', width: 130, text: thingModelSizeText },
    { key: 'alarmRules', width: 90, align: 'right', text: (row) => row.alarmRules.length },
    { key: 'updateDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'link', key: 'detail', to: (row) => stdModelDetailPath(row.id) },
    { kind: 'edit', button: STD_MODEL_BUTTONS.edit },
    {
      kind: 'link',
      key: 'relevance',
      button: STD_MODEL_BUTTONS.relevance,
      to: (row) => stdModelRelevancePath(row.id),
    },
    {
      kind: 'delete',
      button: STD_MODEL_BUTTONS.delete,
      name: (row) => row.name,
      call: (row) => callEndpoint(stdModelEndpoints.remove, { params: { id: row.id } }),
    },
  ],
  actionsWidth: 230,
  toolbar: [{ kind: 'create', button: STD_MODEL_BUTTONS.create }],
  form: StdModelFormDrawer,
  parts: { toolbar: ProductGroupsButton },
});
