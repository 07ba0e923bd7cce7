/** Texts of the Open API area page (zh-CN). */
export default {
  name: '区域名称',
  code: '区域编码',
  sort: '排序',
  description: '描述',
  createDate: '创建时间',
  updateDate: '更新时间',
  empty: '暂无区域',
  fileName: 'API区域',
  create: '新增区域',
  createTitle: '新增区域',
  editTitle: '编辑区域',
  saved: '区域已保存',
};
