import { IOT_MODEL_PAGES } from '@beacon/contracts/iot-model.endpoints';

/** The detail page of a third-party model. */
export const thirdModelDetailPath = (id: number): string => `/iot-device-third/detail?id=${id}`;
/** The third-party model list. */
export const THIRD_MODEL_LIST_PATH = '/iot-device-third/list';

/** Button ids of the third-party model page. */
export const THIRD_MODEL_BUTTONS = {
  create: `${IOT_MODEL_PAGES.thirdModel}:create`,
  edit: `${IOT_MODEL_PAGES.thirdModel}:edit`,
  delete: `${IOT_MODEL_PAGES.thirdModel}:delete`,
  import: `${IOT_MODEL_PAGES.thirdModel}:import`,
} as const;
