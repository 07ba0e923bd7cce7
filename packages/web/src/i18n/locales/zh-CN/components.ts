/** Texts of the shared building blocks (zh-CN); spec texts verbatim. */
export default {
  filter: {
    startDate: '开始日期',
    endDate: '结束日期',
    expand: '展开',
    collapse: '收起',
  },
  list: {
    unknownError: '未知错误',
    empty: '暂无数据',
  },
  pagination: {
    label: '分页',
    sizes: '每页条数',
    perPage: '{{size}} 条/页',
    total: '共 {{total}} 条',
    totalAtLeast: '共 {{total}}+ 条',
  },
  formDrawer: {
    cancel: '取 消',
    save: '保 存',
  },
  bulk: {
    selected: '已选 {{count}} 项',
    running: '处理中 {{done}}/{{total}}',
    done: '已完成 {{count}} 项',
    partial: '成功 {{succeeded}} 项，失败 {{failed}} 项：{{reason}}',
  },
  export: {
    button: '导出',
    running: '正在导出 {{done}}/{{total}}',
    done: '已导出 {{count}} 条',
    empty: '没有可导出的数据',
    limited: '仅导出前 {{count}} 条',
  },
  confirm: {
    title: '提示',
    deleteTitle: '删除确认',
    deleteContent: '您确认要删除吗？',
    ok: '确 定',
    cancel: '取 消',
  },
  upload: {
    drag: '将文件拖到此处，或点击上传',
    hint: '仅支持 .xlsx 文件',
    browse: '选择文件',
    onlyOne: '只能上传一个文件！',
    onlyExcel: '仅支持上传 .xlsx 格式的文件',
    failed: '文件解析失败',
  },
  media: {
    title: '媒体预览',
    noVideo: '您的浏览器不支持视频播放',
    thumbnails: '缩略图',
    item: '第 {{index}} 项',
  },
  image: {
    label: '图片预览',
    close: '关闭',
    previous: '上一张',
    next: '下一张',
  },
  empty: {
    delete: '已删除',
    blank: '暂无内容',
    confirm: '等待确认',
    send: '已发送',
  },
  sidebar: {
    collapse: '收起侧边栏',
    expand: '展开侧边栏',
  },
  validation: {
    phoneRequired: '请输入手机号',
    phoneInvalid: '请输入正确的手机号!',
    ipInvalid: '请输入正确的 IP 地址',
    linkInvalid: '请输入以 http(s)、mailto 或 tel 开头的链接',
  },
  time: {
    yesterday: '昨天',
    dayBeforeYesterday: '前天',
    justNow: '刚刚',
    minutesAgo_other: '{{count}}分钟前',
    hoursAgo_other: '{{count}}小时前',
    oneDayAgo: '1天前',
  },
  jsonSchema: {
    format: '格式化',
    at: '{{path}}：{{text}}',
  },
};
