import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('applies the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      basePath: '/developer-platform/',
      dataDir: './data',
      variant: 'full',
      demoData: true,
      demoLanguage: 'zh-CN',
      databaseUrl: undefined,
      mqttUrl: undefined,
    });
    expect(config.mqttPort).toEqual({ port: 1883, explicit: false });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      MQTT_PORT: '0',
      DEMO_DATA: 'false',
      DEMO_LANGUAGE: 'en-US',
      VARIANT: 'argrace',
      DATABASE_URL: 'postgres://u@h/db',
      MQTT_URL: 'mqtt://h:1883',
      REDIS_URL: 'redis://h:6379',
      BASE_PATH: '/console/',
      BEACON_ADMIN_PASSWORD: 'long-enough-pw',
    });
    expect(config).toMatchObject({
      port: 0,
      demoData: false,
      demoLanguage: 'en-US',
      variant: 'argrace',
      databaseUrl: 'postgres://u@h/db',
      mqttUrl: 'mqtt://h:1883',
      redisUrl: 'redis://h:6379',
      basePath: '/console/',
      adminPassword: 'long-enough-pw',
    });
    expect(config.mqttPort).toEqual({ port: 0, explicit: true });
  });

  it('names every bad variable and its rule', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        VARIANT: 'gold',
        DATABASE_URL: 'mysql://x',
        BASE_PATH: 'console',
        DEMO_DATA: 'maybe',
        DEMO_LANGUAGE: 'fr-FR',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be a number');
      expect(message).toContain('VARIANT: must be one of full, huawei, argrace');
      expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
      expect(message).toContain("BASE_PATH: must start and end with '/'");
      expect(message).toContain("DEMO_DATA: must be 'true' or 'false'");
      expect(message).toContain('DEMO_LANGUAGE: must be one of zh-CN, en-US');
    }
  });
});
