/** Texts of the system operation log page (en-US). */
export default {
  account: 'Account',
  module: 'Module',
  timeRange: 'Operation time',
  time: 'Time',
  action: 'Action',
  request: 'Request',
  targetId: 'Target ID',
  result: 'Result',
  success: 'Success',
  failure: 'Failed',
  httpStatus: 'HTTP status',
  durationMs: 'Duration (ms)',
  ip: 'IP',
  msgId: 'Message ID',
  authModule: 'Sign-in/sign-out',
  fileName: 'system-operation-logs',
};
