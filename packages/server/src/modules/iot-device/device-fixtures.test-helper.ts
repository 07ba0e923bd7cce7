import type { TestApp } from '../../test/test-app';
import { caller, sensorModel, stdModelBody } from './model-fixtures.test-helper';

/** The device API base path. */
export const DEVICE_URL = '/api/v1/iothub/device';

/**
 * The records devices refer to: two projects, two standard models, a vendor model associated with both (a device
 * takes a third-party model only when an association maps it onto its standard model), a category.
 */
export interface DeviceRefs {
  stdModelId: number;
  otherStdModelId: number;
  thirdModelId: number;
  /** The associations of the vendor model with each standard model. */
  associationIds: number[];
  categoryId: number;
}

/** Creates the records devices refer to, through the real API (projects P-D-001 and P-D-002). */
export const createDeviceRefs = async (t: TestApp, token: string): Promise<DeviceRefs> => {
  const api = caller(
    () => t,
    () => token,
  );
  const ok = async (response: Awaited<ReturnType<typeof api.post>>): Promise<number> => {
    if (response.statusCode !== 200) throw new Error(response.body);
    return Number(response.json().data.id);
  };
  for (const [projectCode, areaCode] of [
    ['P-D-001', '440305'],
    ['P-D-002', '310115'],
  ]) {
    await ok(
      await api.post('/api/v1/master-data/project/save', {
        projectCode,
        projectName: `Project ${projectCode}`,
        type: 'park',
        areaCode,
        address: 'Somewhere 1',
      }),
    );
  }
  const stdModelId = await ok(await api.post('/api/v1/iothub/std-model/save', stdModelBody('dev-th')));
  const otherStdModelId = await ok(await api.post('/api/v1/iothub/std-model/save', stdModelBody('dev-meter')));
  const thirdModelId = await ok(
    await api.post('/api/v1/iothub/third-model/save', {
      name: 'Vendor sensor',
      manufacturer: 'Acme',
      modelNumber: 'AC-1',
      protocol: 'MQTT',
      ...sensorModel(),
    }),
  );
  const associationIds = [
    await ok(await api.post('/api/v1/iothub/model-relevance/save', { stdModelId, thirdModelId })),
    await ok(await api.post('/api/v1/iothub/model-relevance/save', { stdModelId: otherStdModelId, thirdModelId })),
  ];
  return {
    stdModelId,
    otherStdModelId,
    thirdModelId,
    associationIds,
    categoryId: await ok(
      await api.post('/api/v1/iothub/device-category/save', { name: 'Tower', type: 1, parentId: null }),
    ),
  };
};

/** A valid device create body on the refs, overridable per test. */
export const deviceBody = (refs: DeviceRefs, devKey: string, extra: Record<string, unknown> = {}) => ({
  devKey,
  name: `Device ${devKey}`,
  stdModelId: refs.stdModelId,
  projectCode: 'P-D-001',
  ...extra,
});
