/** Error catalogue (zh-CN); spec section 8 Chinese texts verbatim, English ones translated. */
export default {
  requestFailed: '请求失败，请重试',
  tokenExpired: '登录已过期，请重新登录',
  requestException: '请求异常，请重试',
  networkUnstable: '网络不稳定，请稍后再试',
  phoneNotRegistered: '手机号未注册',
  nameExists: '名称已存在',
  userNotFound: '用户不存在',
  badCredentials: '账号或密码错误',
  loggedInElsewhere: '账号已在其他地方登录',
  tooLarge: '上传文件过大',
  systemBusy: '系统繁忙，请稍后再试',
  loginAbnormal: '登录异常',
};
