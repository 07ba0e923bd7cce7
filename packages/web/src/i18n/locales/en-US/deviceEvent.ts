/** Texts of the event center's device events page (en-US). */
export default {
  occurTime: 'Occurred',
  deviceName: 'Device name',
  devKey: 'devKey',
  iotId: 'Device ID',
  project: 'Project',
  identifier: 'Event identifier',
  eventName: 'Event',
  eventType: 'Event type',
  params: 'Parameters',
  receiveTime: 'Received',
  timeRange: 'Occurred between',
  values: { eventType: { info: 'Info', alert: 'Alert', error: 'Error' } },
  empty: 'No device events',
  fileName: 'device-events',
  detailTitle: 'Event detail',
};
