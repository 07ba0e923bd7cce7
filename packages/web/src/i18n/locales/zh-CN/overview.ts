/** Texts of the IoT overview dashboard (zh-CN). */
export default {
  title: '设备总览',
  updatedAt: '更新于 {{time}}，每 {{seconds}} 秒自动刷新',
  cards: {
    devices: '设备总数',
    online: '在线',
    offline: '离线',
    disabled: '已停用',
    inactive: '未激活',
    messages: '近1小时消息',
    rejectedToday: '今日拒收数值',
    openAbnormal: '未恢复异常',
    activeAlarms: '活动告警',
  },
  abnormalTypes: { offline: '离线超时', silent: '静默超时', out_of_range: '数值越界', stuck: '数值不变' },
  severities: { critical: '紧急', major: '重要', minor: '次要', warning: '提示' },
  charts: {
    projects: '各项目设备状态',
    messages: '每分钟消息数（近60分钟）',
    messageSeries: '消息数',
  },
  noProjects: '暂无项目',
  loadFailed: '总览数据加载失败：{{message}}',
};
