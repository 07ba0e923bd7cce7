import type { ParamDef } from '@beacon/contracts/thing-model';
import { describe, expect, it } from 'vitest';
import { mqttCommand } from './mqtt-command';
import { initialServiceValues, serviceParams } from './service-params';

const INPUT: ParamDef[] = [
  { identifier: 'mode', name: 'Mode', dataType: { type: 'int', specs: { min: 1, max: 3 } } },
  { identifier: 'on', name: 'On', dataType: { type: 'bool', specs: { '0': 'off', '1': 'on' } } },
  {
    identifier: 'pos',
    name: 'Position',
    dataType: { type: 'struct', specs: [{ identifier: 'x', name: 'X', dataType: { type: 'float' } }] },
  },
];

describe('service call params', () => {
  it('prefills a sample of each parameter, struct as JSON text', () => {
    expect(initialServiceValues(INPUT)).toEqual({ mode: 1, on: 0, pos: '{"x":0}' });
  });

  it('sends checked values, leaves out empty ones, names the field of a refused or broken value', () => {
    expect(serviceParams(INPUT, { mode: 2, on: 1, pos: '{"x": 1.5}' }, 'bad json')).toEqual({
      params: { mode: 2, on: 1, pos: { x: 1.5 } },
    });
    expect(serviceParams(INPUT, { mode: null, pos: '' }, 'bad json')).toEqual({ params: {} });
    const refused = serviceParams(INPUT, { mode: 7, pos: '{x' }, 'bad json');
    expect(refused).toEqual({
      problems: [
        { name: 'mode', message: expect.stringContaining('3') },
        { name: 'pos', message: 'bad json' },
      ],
    });
  });

  it('builds a mosquitto_pub command with every word quoted for the shell', () => {
    const info = { brokerUrl: 'mqtt://h:1883', host: 'h', port: 1883, devKey: "it's", online: true, topics: [] };
    expect(mqttCommand(info, 's3cret', { t: 1 })).toBe(
      `mosquitto_pub -h 'h' -p 1883 -i 'it'\\''s' -u 'it'\\''s' -P 's3cret' -t 'beacon/it'\\''s/properties' -m '{"params":{"t":1}}'`,
    );
  });
});
