/** Texts of the device log page (zh-CN). */
export default {
  devKey: '设备Key',
  type: '日志类型',
  timeRange: '时间范围',
  time: '时间',
  deviceName: '设备名称',
  content: '内容',
  reason: '原因',
  count: '次数',
  values: {
    type: {
      online: '上线',
      offline: '下线',
      property: '属性上报',
      event: '事件上报',
      service: '服务调用',
      rejected: '消息拒绝',
    },
  },
};
