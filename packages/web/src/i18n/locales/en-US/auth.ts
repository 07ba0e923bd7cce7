/** Sign-in texts (en-US). */
export default {
  title: 'Sign in',
  account: 'Account',
  password: 'Password',
  accountPlaceholder: 'Enter your account',
  passwordPlaceholder: 'Enter your password',
  accountRequired: 'Please enter your account',
  passwordRequired: 'Please enter your password',
  submit: 'Sign in',
  tooLong: 'At most {{max}} characters',
  redirecting: 'Signing in…',
  showPassword: 'Show password',
};
