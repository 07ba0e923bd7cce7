/** Error catalogue (en-US); spec section 8 English texts verbatim, Chinese ones translated. */
export default {
  requestFailed: 'request failed, please retry',
  tokenExpired: 'Token expired, please log in again',
  requestException: 'request exception, please retry',
  networkUnstable: 'network unstable, please try later',
  phoneNotRegistered: 'phone not registered',
  nameExists: 'name already exists',
  userNotFound: 'user does not exist',
  badCredentials: 'wrong account or password',
  loggedInElsewhere: 'account logged in elsewhere',
  tooLarge: 'upload file too large',
  systemBusy: 'System busy, please try again later',
  loginAbnormal: 'Sign-in error',
};
