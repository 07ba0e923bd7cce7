/** Shared texts (en-US). */
export default {
  loading: 'Loading data',
  pleaseSelect: 'Please select',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: antd fills in the field's label.
  pleaseSelectField: 'Please select ${label}',
  pleaseInput: 'Please enter',
  search: 'Search',
  reset: 'Reset',
  filterSearch: 'Filter',
};
