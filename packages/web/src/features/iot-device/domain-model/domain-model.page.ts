import type { DomainModel } from '@beacon/contracts/iot-domain-model';
import { IOT_MODEL_PAGES } from '@beacon/contracts/iot-model.endpoints';
import { domainModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { DomainModelFormDrawer } from './domain-model-form-drawer';

/** Button page ids of the domain model page. */
export const DOMAIN_MODEL_BUTTONS = {
  create: `${IOT_MODEL_PAGES.domainModel}:create`,
  edit: `${IOT_MODEL_PAGES.domainModel}:edit`,
  delete: `${IOT_MODEL_PAGES.domainModel}:delete`,
  publish: `${IOT_MODEL_PAGES.domainModel}:publish`,
} as const;

const isDraft = (row: DomainModel): boolean => row.status === 'draft';

/** The services of a model as "count: name、name" (empty without services). */
export const servicesText = (row: Pick<DomainModel, 'services'>): string =>
  row.services.length === 0 ? '' : `${row.services.length}: ${row.services.map((service) => service.name).join('、')}`;

/**
 * /iot-device/list (the console's home page): domain service models; filter, create, edit a draft or view a
 * published one, publish a draft, delete a draft (a published model's delete shows disabled with the reason).
 */
export default definePage({
  route: '/iot-device/list',
  texts: 'domainModel',
  endpoint: domainModelEndpoints.page,
  filters: ['name', 'domain', 'status'],
  columns: [
    { key: 'name', width: 160 },
    { key: 'code', width: 150 },
    {
      key: 'domain',
      width: 110,
      tags: {
        security: 'blue',
        fire: 'blue',
        energy: 'blue',
        lighting: 'blue',
        hvac: 'blue',
        parking: 'blue',
        elevator: 'blue',
        environment: 'blue',
        access: 'blue',
      },
    },
    { key: 'version', width: 90 },
    { key: 'status', width: 90, tags: { draft: 'default', published: 'green' } },
    { key: 'services', width: 200, text: servicesText },
    { key: 'description', width: 200 },
    { key: 'updateDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    { kind: 'edit', button: DOMAIN_MODEL_BUTTONS.edit, visible: isDraft },
    // A published model opens read-only, for everyone who sees the list.
    { kind: 'edit', key: 'view', label: 'view', visible: (row) => !isDraft(row) },
    {
      kind: 'confirm',
      key: 'publish',
      button: DOMAIN_MODEL_BUTTONS.publish,
      visible: isDraft,
      ask: { title: 'publishTitle', content: 'publishConfirm' },
      name: (row) => row.name,
      call: (row) => callEndpoint(domainModelEndpoints.publish, { params: { id: row.id } }),
      success: 'published',
    },
    {
      kind: 'delete',
      button: DOMAIN_MODEL_BUTTONS.delete,
      disabled: (row) => (isDraft(row) ? undefined : 'deleteDraftsOnly'),
      name: (row) => row.name,
      call: (row) => callEndpoint(domainModelEndpoints.remove, { params: { id: row.id } }),
    },
  ],
  actionsWidth: 190,
  toolbar: [{ kind: 'create', button: DOMAIN_MODEL_BUTTONS.create, label: 'create' }],
  form: DomainModelFormDrawer,
});
