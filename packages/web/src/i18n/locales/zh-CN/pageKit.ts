/** Texts of the page kit (zh-CN); a page's own namespace may override each. */
export default {
  actionsTitle: '操作',
  detailAction: '详情',
  detailTitle: '详情',
};
