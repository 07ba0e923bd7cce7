/** Texts of the bound-APIs dialog of the gateway's plugins and service clusters (en-US). */
export default {
  title: 'APIs of {{name}}',
  choose: 'Choose APIs to bind',
  bind: 'Bind',
  unbind: 'Unbind',
  bound: '{{count}} API(s) bound',
  unbound: '"{{name}}" unbound',
  empty: 'No APIs bound',
  name: 'API',
  path: 'Method and path',
  status: 'Status',
  statuses: { draft: 'Draft', online: 'Online', offline: 'Offline' },
};
