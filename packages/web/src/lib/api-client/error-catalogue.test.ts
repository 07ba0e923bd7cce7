import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { pickErrorText } from './error-catalogue';

beforeEach(() => setLanguage('zh-CN'));

describe('pickErrorText (spec section 8 toast order)', () => {
  it('shows a string as is', () => {
    expect(pickErrorText('just this')).toBe('just this');
  });

  it('picks by error code first', () => {
    expect(pickErrorText({ code: 4001007, msg: 'server words' })).toBe('账号或密码错误');
    expect(pickErrorText({ code: '4031003' })).toBe('账号已在其他地方登录');
  });

  it('then msg, message, errorMsg, returnMsg, errorMessage in that order', () => {
    expect(pickErrorText({ msg: 'a', message: 'b' })).toBe('a');
    expect(pickErrorText({ message: 'b', errorMsg: 'c' })).toBe('b');
    expect(pickErrorText({ errorMsg: 'c', returnMsg: 'd' })).toBe('c');
    expect(pickErrorText({ returnMsg: 'd', errorMessage: 'e' })).toBe('d');
    expect(pickErrorText({ errorMessage: 'e' })).toBe('e');
  });

  it('falls back to 系统繁忙，请稍后再试', () => {
    expect(pickErrorText({ code: 1 })).toBe('系统繁忙，请稍后再试');
    expect(pickErrorText(undefined)).toBe('系统繁忙，请稍后再试');
    setLanguage('en-US');
    expect(pickErrorText(42)).toBe('System busy, please try again later');
  });

  it('rewrites messages mentioning a timeout', () => {
    expect(pickErrorText('timeout of 5000ms exceeded')).toBe('网络不稳定，请稍后再试');
  });
});
