import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import {
  externalLinkValidator,
  ipv4Validator,
  isExternalLink,
  isIPv4,
  isPhone,
  optionalPhoneValidator,
  phoneError,
  phoneValidator,
} from './validators';

describe('phone', () => {
  it('accepts 11 digits starting 1 with second digit 3, 4, 5, 7, 8 or 9', () => {
    for (const second of ['3', '4', '5', '7', '8', '9']) expect(isPhone(`1${second}812345678`)).toBe(true);
  });

  it('rejects other second digits, lengths and first digits', () => {
    for (const second of ['0', '1', '2', '6']) expect(isPhone(`1${second}812345678`)).toBe(false);
    expect(isPhone('1381234567')).toBe(false);
    expect(isPhone('138123456789')).toBe(false);
    expect(isPhone('23812345678')).toBe(false);
    expect(isPhone('1381234567a')).toBe(false);
  });

  it('gives the spec messages verbatim in zh-CN', () => {
    expect(phoneError('')).toBe('请输入手机号');
    expect(phoneError(undefined)).toBe('请输入手机号');
    expect(phoneError('   ')).toBe('请输入手机号');
    expect(phoneError('12345678901')).toBe('请输入正确的手机号!');
    expect(phoneError('13812345678')).toBeNull();
  });

  it('translates the messages in en-US', async () => {
    await i18n.changeLanguage('en-US');
    try {
      expect(phoneError('')).toBe('Please enter a mobile number');
      expect(phoneError('1')).toBe('Please enter a valid mobile number!');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('works as an antd rule validator', async () => {
    await expect(phoneValidator({}, '13812345678')).resolves.toBeUndefined();
    await expect(phoneValidator({}, '')).rejects.toThrow('请输入手机号');
    await expect(phoneValidator({}, '16812345678')).rejects.toThrow('请输入正确的手机号!');
  });

  it('lets an optional phone be empty but not wrong', async () => {
    await expect(optionalPhoneValidator({}, '')).resolves.toBeUndefined();
    await expect(optionalPhoneValidator({}, undefined)).resolves.toBeUndefined();
    await expect(optionalPhoneValidator({}, '1381234')).rejects.toThrow('请输入正确的手机号!');
  });
});

describe('IPv4', () => {
  it('accepts four parts at the 0 and 255 boundaries', () => {
    expect(isIPv4('0.0.0.0')).toBe(true);
    expect(isIPv4('255.255.255.255')).toBe(true);
    expect(isIPv4('192.168.1.10')).toBe(true);
    expect(isIPv4('10.249.200.99')).toBe(true);
  });

  it('rejects out-of-range parts, wrong counts and junk', () => {
    expect(isIPv4('256.0.0.1')).toBe(false);
    expect(isIPv4('1.2.3.-1')).toBe(false);
    expect(isIPv4('1.2.3')).toBe(false);
    expect(isIPv4('1.2.3.4.5')).toBe(false);
    expect(isIPv4('1.2..4')).toBe(false);
    expect(isIPv4('01.2.3.4')).toBe(false);
    expect(isIPv4('a.b.c.d')).toBe(false);
    expect(isIPv4(' 1.2.3.4')).toBe(false);
  });

  it('works as an antd rule validator', async () => {
    await expect(ipv4Validator({}, '1.2.3.4')).resolves.toBeUndefined();
    await expect(ipv4Validator({}, '')).resolves.toBeUndefined();
    await expect(ipv4Validator({}, '300.1.1.1')).rejects.toThrow('请输入正确的 IP 地址');
  });
});

describe('external link', () => {
  it('accepts http, https, mailto and tel', () => {
    expect(isExternalLink('http://example.com')).toBe(true);
    expect(isExternalLink('https://example.com/a')).toBe(true);
    expect(isExternalLink('mailto:ops@example.com')).toBe(true);
    expect(isExternalLink('tel:13812345678')).toBe(true);
  });

  it('rejects internal paths and other schemes', () => {
    expect(isExternalLink('/iot-device/list')).toBe(false);
    expect(isExternalLink('ftp://example.com')).toBe(false);
    expect(isExternalLink('javascript:alert(1)')).toBe(false);
    expect(isExternalLink('httpx://a')).toBe(false);
  });

  it('works as an antd rule validator', async () => {
    await expect(externalLinkValidator({}, 'https://a.b')).resolves.toBeUndefined();
    await expect(externalLinkValidator({}, '/a')).rejects.toThrow();
  });
});
