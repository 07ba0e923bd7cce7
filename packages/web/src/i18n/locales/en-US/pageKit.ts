/** Texts of the page kit (en-US); a page's own namespace may override each. */
export default {
  actionsTitle: 'Actions',
  detailAction: 'Detail',
  detailTitle: 'Detail',
  deleted: 'Deleted',
  edit: 'Edit',
  delete: 'Delete',
  create: 'Create',
  saved: 'Saved',
  export: 'Export',
  exporting: 'Exporting {{percent}}%',
  exportingSize: 'Exporting, {{size}} received',
};
