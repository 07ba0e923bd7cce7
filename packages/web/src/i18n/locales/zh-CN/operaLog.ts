/** Texts of the system operation log page (zh-CN). */
export default {
  account: '账号',
  module: '模块',
  timeRange: '操作时间',
  time: '时间',
  action: '操作',
  request: '请求',
  targetId: '目标ID',
  result: '结果',
  success: '成功',
  failure: '失败',
  httpStatus: 'HTTP状态',
  durationMs: '耗时(ms)',
  ip: 'IP',
  msgId: '消息ID',
  authModule: '登录/登出',
  fileName: '系统操作日志',
};
