/** Texts of the events tab of a device's detail (en-US). */
export default {
  occurTime: 'Occurred',
  eventName: 'Event',
  eventType: 'Event type',
  params: 'Parameters',
  receiveTime: 'Received',
  timeRange: 'Occurred between',
  values: { eventType: { info: 'Info', alert: 'Alert', error: 'Error' } },
  empty: 'The device has reported no events yet',
};
