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
  values: {
    type: { offline: '离线超时', silent: '静默超时', out_of_range: '数值越界', stuck: '数值不变' },
    status: { open: '未恢复', recovered: '已恢复' },
  },
  settings: {
    button: '检测设置',
    title: '检测设置',
    project: '项目',
    offlineMinutes: '离线超过（分钟）',
    silentMinutes: '无数据超过（分钟）',
    stuckRepeats: '同一数值连续次数',
    defaults:
      '该项目使用默认设置（离线 {{offline}} 分钟、无数据 {{silent}} 分钟、连续 {{repeats}} 次），保存后使用项目自己的设置',
    range: '请输入 {{min}}–{{max}} 的整数',
    custom: '该项目已有自定义设置',
    pickProject: '请选择项目',
    saved: '检测设置已保存',
  },
};
