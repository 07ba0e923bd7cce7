/** Texts of an application's event push card (zh-CN). */
export default {
  title: '事件推送',
  noCallback: '应用未设置回调地址，事件不会推送。请先编辑应用填写回调地址。',
  save: '保存订阅',
  saved: '推送事件已保存',
  testEvent: '发送测试事件',
  testType: '测试事件类型',
  sendTest: '发送',
  testQueued: '测试事件已加入推送队列（事件ID：{{eventId}}），结果见场景日志',
};
