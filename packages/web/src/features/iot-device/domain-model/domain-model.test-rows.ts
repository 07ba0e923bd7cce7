import type { DomainModel } from '@beacon/contracts/iot-domain-model';

const CREATED = Date.UTC(2024, 4, 6, 8, 30, 15);

/** A draft environment model with one service answering a temperature. */
export const DRAFT_MODEL: DomainModel = {
  id: 1,
  name: '环境监测',
  code: 'env-monitor',
  domain: 'environment',
  version: '1.0.0',
  status: 'draft',
  description: '温湿度与空气质量',
  services: [
    {
      identifier: 'readClimate',
      name: '读取环境',
      inputData: [],
      outputData: [{ identifier: 'temperature', name: '温度', dataType: { type: 'float', specs: { unit: '°C' } } }],
    },
  ],
  createDate: CREATED,
  updateDate: CREATED,
};

/** A published access-control model without services. */
export const PUBLISHED_MODEL: DomainModel = {
  id: 2,
  name: '门禁通行',
  code: 'access-pass',
  domain: 'access',
  version: '2.1.0',
  status: 'published',
  description: '',
  services: [],
  createDate: CREATED,
  updateDate: CREATED,
};

/** Rows of the page tests. */
export const DOMAIN_MODELS: DomainModel[] = [DRAFT_MODEL, PUBLISHED_MODEL];
