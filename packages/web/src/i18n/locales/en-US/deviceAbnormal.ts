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
  values: {
    type: {
      offline: 'Offline too long',
      silent: 'Silent too long',
      out_of_range: 'Out of range',
      stuck: 'Stuck value',
    },
    status: { open: 'Open', recovered: 'Recovered' },
  },
  settings: {
    button: 'Detection limits',
    title: 'Detection limits',
    project: 'Project',
    offlineMinutes: 'Offline longer than (minutes)',
    silentMinutes: 'No data for longer than (minutes)',
    stuckRepeats: 'Same value this many times in a row',
    defaults:
      'This project uses the defaults (offline {{offline}} min, no data {{silent}} min, {{repeats}} times); saving gives it its own',
    range: 'A whole number from {{min}} to {{max}}',
    custom: 'This project has its own limits',
    pickProject: 'Pick a project',
    saved: 'Detection limits saved',
  },
};
