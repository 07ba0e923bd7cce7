/** Shared texts (zh-CN); spec section 8 default texts verbatim. */
export default {
  loading: '数据加载中',
  pleaseSelect: '请选择',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: antd fills in the field's label.
  pleaseSelectField: '请选择${label}',
  pleaseInput: '请输入',
  search: '查询',
  reset: '重置',
  filterSearch: '筛选查询',
};
