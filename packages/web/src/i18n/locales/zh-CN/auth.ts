/** Sign-in texts (zh-CN). */
export default {
  title: '登录',
  account: '账号',
  password: '密码',
  accountPlaceholder: '请输入账号',
  passwordPlaceholder: '请输入密码',
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  submit: '登 录',
  tooLong: '最多 {{max}} 个字符',
  redirecting: '正在登录…',
  showPassword: '显示密码',
};
