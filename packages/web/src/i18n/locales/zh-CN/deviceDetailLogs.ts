/** Texts of the log tab of a device's detail (zh-CN). */
export default {
  createDate: '创建时间',
  type: '类型',
  content: '内容',
  reason: '拒收原因',
  count: '次数',
  values: {
    type: { online: '上线', offline: '下线', property: '属性上报', event: '事件', service: '服务', rejected: '拒收' },
  },
  empty: '暂无设备日志',
};
