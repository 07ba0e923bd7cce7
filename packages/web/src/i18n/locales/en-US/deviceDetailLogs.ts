/** Texts of the log tab of a device's detail (en-US). */
export default {
  createDate: 'Created',
  type: 'Type',
  content: 'Content',
  reason: 'Rejected because',
  count: 'Count',
  values: {
    type: {
      online: 'Online',
      offline: 'Offline',
      property: 'Properties',
      event: 'Event',
      service: 'Service',
      rejected: 'Rejected',
    },
  },
  empty: 'No device logs yet',
};
