/** Texts of the project abnormal detection page (en-US). */
export default {
  project: 'Project',
  type: 'Type',
  status: 'Status',
  timeRange: 'Opened',
  iotId: 'Device ID',
  devKey: 'Device key',
  attrKey: 'Property key',
  value: 'Value',
  openTime: 'Opened',
  recoverTime: 'Recovered',
  types: { offline: 'Offline too long', silent: 'Silent too long', out_of_range: 'Out of range', stuck: 'Stuck value' },
  statuses: { open: 'Open', recovered: 'Recovered' },
};
