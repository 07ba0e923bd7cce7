import { TEMPLATE_BUTTONS, templateEndpoints } from '@beacon/contracts/work-order-template.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { PRIORITY_COLORS } from '../../../components/work-order/work-order-colors';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { TemplateFormDrawer } from './template-form-drawer';

/**
 * /ticket-center/list: work order templates (filters: name, kind); create and edit in a drawer with the form
 * fields their work orders are resolved with, delete (refused while a rule or work order uses one), export.
 */
export default definePage({
  route: '/ticket-center/list',
  texts: 'workOrderTemplate',
  endpoint: templateEndpoints.page,
  filters: ['name', 'kind'],
  columns: [
    { key: 'name', width: 180 },
    { key: 'kind', width: 110, tags: { alarm: 'red', abnormal: 'orange', manual: 'blue' } },
    { key: 'defaultPriority', width: 110, tags: PRIORITY_COLORS },
    { key: 'slaHours', width: 130, align: 'right' },
    { key: 'formFields', label: 'fieldCount', width: 90, align: 'right', text: (row) => row.formFields.length },
    { key: 'description', width: 240 },
    { key: 'updateTime', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'edit', button: TEMPLATE_BUTTONS.edit },
    {
      kind: 'delete',
      button: TEMPLATE_BUTTONS.delete,
      name: (row) => row.name,
      call: (row) => callEndpoint(templateEndpoints.remove, { params: { id: row.id } }),
    },
  ],
  actionsWidth: 130,
  toolbar: [{ kind: 'create', button: TEMPLATE_BUTTONS.create }, 'export'],
  form: TemplateFormDrawer,
});
