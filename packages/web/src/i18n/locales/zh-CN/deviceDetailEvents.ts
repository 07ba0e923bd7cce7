/** Texts of the events tab of a device's detail (zh-CN). */
export default {
  occurTime: '发生时间',
  eventName: '事件',
  eventType: '事件类型',
  params: '参数',
  receiveTime: '接收时间',
  timeRange: '发生时间',
  values: { eventType: { info: '信息', alert: '告警', error: '故障' } },
  empty: '设备尚未上报事件',
};
