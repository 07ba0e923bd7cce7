/** Texts of the project abnormal detection page (zh-CN). */
export default {
  project: '所属项目',
  type: '异常类型',
  status: '状态',
  timeRange: '发生时间',
  iotId: '设备ID',
  devKey: '设备Key',
  attrKey: '属性标识',
  value: '异常值',
  openTime: '发生时间',
  recoverTime: '恢复时间',
  types: { offline: '离线超时', silent: '静默超时', out_of_range: '数值越界', stuck: '数值不变' },
  statuses: { open: '未恢复', recovered: '已恢复' },
};
