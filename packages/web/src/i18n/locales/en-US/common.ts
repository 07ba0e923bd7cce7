/** Shared texts (en-US). */
export default {
  loading: 'Loading data',
  pleaseSelect: 'Please select',
  pleaseInput: 'Please enter',
  search: 'Search',
  reset: 'Reset',
  filterSearch: 'Filter',
};
