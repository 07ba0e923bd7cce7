import type { TestApp } from '../../test/test-app';

/** A numeric property of the thing-model language. */
export const numeric = (
  identifier: string,
  type: 'int' | 'float' | 'double',
  min: number,
  max: number,
  unit: string,
) => ({
  identifier,
  name: identifier,
  accessMode: 'r',
  dataType: { type, specs: { min, max, unit } },
});

/** A small standard model: temperature, humidity, a door enum, an alert event and a reset service. */
export const sensorModel = () => ({
  properties: [
    numeric('temperature', 'float', -40, 85, '°C'),
    numeric('humidity', 'float', 0, 100, '%'),
    {
      identifier: 'door',
      name: 'Door',
      accessMode: 'r',
      dataType: { type: 'enum', specs: { '0': 'closed', '1': 'open' } },
    },
  ],
  events: [{ identifier: 'overheat', name: 'Overheat', type: 'alert', outputData: [] }],
  services: [{ identifier: 'reset', name: 'Reset', callType: 'async', inputData: [], outputData: [] }],
});

/** A request body creating a standard model. */
export const stdModelBody = (productKey: string, extra: Record<string, unknown> = {}) => ({
  name: `Sensor ${productKey}`,
  productKey,
  protocol: 'MQTT',
  ...sensorModel(),
  ...extra,
});

/** Calls an endpoint as the given token, with a body. */
export const caller = (t: () => TestApp, token: () => string) => ({
  post: (url: string, body: unknown = {}) => t().call('POST', url, { token: token(), body }),
  put: (url: string, body: unknown) => t().call('PUT', url, { token: token(), body }),
  get: (url: string) => t().call('GET', url, { token: token() }),
  del: (url: string) => t().call('DELETE', url, { token: token(), body: {} }),
});
