/** Texts of the Open API area page (en-US). */
export default {
  name: 'Name',
  code: 'Code',
  sort: 'Sort',
  description: 'Description',
  createDate: 'Created',
  updateDate: 'Updated',
  empty: 'No areas',
  fileName: 'API areas',
  create: 'New area',
  createTitle: 'New area',
  editTitle: 'Edit area',
  saved: 'Area saved',
};
