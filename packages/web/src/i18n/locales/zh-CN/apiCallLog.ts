/** Texts of the API call log page (zh-CN). */
export default {
  timeRange: '调用时间',
  time: '调用时间',
  appName: '应用名称',
  appId: '应用ID',
  apiName: 'API名称',
  method: '请求方法',
  path: '请求路径',
  httpStatus: '状态码',
  result: '调用结果',
  durationMs: '耗时(ms)',
  clientIp: '客户端IP',
  requestId: '请求ID',
  errorMessage: '错误信息',
  values: { result: { success: '成功', fail: '失败' } },
  detailTitle: '调用详情',
  empty: '暂无调用记录。第三方应用通过开放API网关调用接口后，每次调用都会记录在这里。',
};
