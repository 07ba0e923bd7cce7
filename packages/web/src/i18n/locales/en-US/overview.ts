/** Texts of the IoT overview dashboard (en-US). */
export default {
  title: 'Overview',
  updatedAt: 'Updated {{time}}, refreshed every {{seconds}} s',
  cards: {
    devices: 'Devices',
    online: 'Online',
    offline: 'Offline',
    disabled: 'Disabled',
    inactive: 'Inactive',
    messages: 'Messages, last hour',
    rejectedToday: 'Values refused today',
    openAbnormal: 'Open abnormal records',
    activeAlarms: 'Active alarms',
  },
  abnormalTypes: {
    severities: { critical: 'Critical', major: 'Major', minor: 'Minor', warning: 'Warning' },
    offline: 'Offline too long',
    silent: 'Silent too long',
    out_of_range: 'Out of range',
    stuck: 'Stuck value',
  },
  charts: {
    projects: 'Devices by project and status',
    messages: 'Messages per minute (last 60 minutes)',
    messageSeries: 'Messages',
  },
  noProjects: 'No projects yet',
  loadFailed: 'The overview could not be loaded: {{message}}',
};
