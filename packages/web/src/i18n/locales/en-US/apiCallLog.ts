/** Texts of the API call log page (en-US). */
export default {
  timeRange: 'Call time',
  time: 'Call time',
  appName: 'App name',
  appId: 'App ID',
  apiName: 'API name',
  method: 'Method',
  path: 'Path',
  httpStatus: 'Status',
  result: 'Result',
  durationMs: 'Duration (ms)',
  clientIp: 'Client IP',
  requestId: 'Request ID',
  errorMessage: 'Error',
  values: { result: { success: 'Success', fail: 'Failed' } },
  detailTitle: 'API call',
  empty: 'No calls yet. Entries appear here once third-party apps call APIs through the open API gateway.',
};
