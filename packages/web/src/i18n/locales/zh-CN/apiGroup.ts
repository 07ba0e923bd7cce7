/** Texts of the Open API group page (zh-CN). */
export default {
  name: '分组名称',
  domainId: '所属区域',
  domainName: '所属区域',
  description: '描述',
  createDate: '创建时间',
  updateDate: '更新时间',
  empty: '暂无分组',
  fileName: 'API分组',
  create: '新增分组',
  createTitle: '新增分组',
  editTitle: '编辑分组',
  saved: '分组已保存',
};
