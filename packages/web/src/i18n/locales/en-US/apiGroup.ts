/** Texts of the Open API group page (en-US). */
export default {
  name: 'Name',
  domainId: 'Area',
  domainName: 'Area',
  description: 'Description',
  createDate: 'Created',
  updateDate: 'Updated',
  empty: 'No groups',
  fileName: 'API groups',
  create: 'New group',
  createTitle: 'New group',
  editTitle: 'Edit group',
  saved: 'Group saved',
};
