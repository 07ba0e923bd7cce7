/** Texts of the device log page (en-US). */
export default {
  devKey: 'Device key',
  type: 'Type',
  timeRange: 'Time range',
  time: 'Time',
  deviceName: 'Device name',
  content: 'Content',
  reason: 'Reason',
  count: 'Count',
  values: {
    type: {
      online: 'Online',
      offline: 'Offline',
      property: 'Property report',
      event: 'Event report',
      service: 'Service call',
      rejected: 'Rejected message',
    },
  },
};
