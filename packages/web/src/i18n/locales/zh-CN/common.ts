/** Shared texts (zh-CN); spec section 8 default texts verbatim. */
export default {
  loading: '数据加载中',
  pleaseSelect: '请选择',
  pleaseInput: '请输入',
  search: '查询',
  reset: '重置',
  filterSearch: '筛选查询',
};
