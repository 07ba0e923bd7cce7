/** Texts of the event center's device events page (zh-CN). */
export default {
  occurTime: '发生时间',
  deviceName: '设备名称',
  devKey: '设备Key',
  iotId: '设备ID',
  project: '所属项目',
  identifier: '事件标识',
  eventName: '事件',
  eventType: '事件类型',
  params: '参数',
  receiveTime: '接收时间',
  timeRange: '发生时间',
  values: { eventType: { info: '信息', alert: '告警', error: '故障' } },
  empty: '暂无设备事件',
  fileName: '设备事件',
  detailTitle: '事件详情',
};
