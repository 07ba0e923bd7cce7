/** Texts of the page kit (zh-CN); a page's own namespace may override each. */
export default {
  actionsTitle: '操作',
  detailAction: '详情',
  detailTitle: '详情',
  deleted: '删除成功',
  edit: '编辑',
  delete: '删除',
  create: '新增',
  saved: '保存成功',
  export: '导出',
  exporting: '导出中 {{percent}}%',
  exportingSize: '导出中，已接收 {{size}}',
};
