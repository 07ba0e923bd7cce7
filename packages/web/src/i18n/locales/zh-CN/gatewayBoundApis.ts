/** Texts of the bound-APIs dialog of the gateway's plugins and service clusters (zh-CN). */
export default {
  title: '{{name}} 绑定的 API',
  choose: '选择要绑定的 API',
  bind: '绑定',
  unbind: '解绑',
  bound: '已绑定 {{count}} 个 API',
  unbound: '已解绑“{{name}}”',
  empty: '暂无绑定的 API',
  name: 'API名称',
  path: '请求方法与路径',
  status: '状态',
  statuses: { draft: '草稿', online: '在线', offline: '已下线' },
};
