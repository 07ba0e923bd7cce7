import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from './endpoint';
import {
  IOT_MODEL_PATHS as P,
  stdModelCreateSchema,
  stdModelOptionSchema,
  stdModelPageSchema,
  stdModelSchema,
  stdModelUpdateSchema,
} from './iot-model';
import {
  deviceCategoryCreateSchema,
  deviceCategoryNodeSchema,
  deviceCategorySchema,
  deviceCategoryUpdateSchema,
  productGroupCreateSchema,
  productGroupSchema,
  productGroupUpdateSchema,
} from './iot-model-catalog';
import { idParamSchema, listAReply, standardReply } from './protocol';

/** Module code of the IoT device access module. */
export const IOT_MODULE = 'iot-device';
/** Page ids of the IoT model pages. */
export const IOT_MODEL_PAGES = {
  domainModel: 'IOTDevice.domainModel',
  stdModel: 'IOTDevice.stdModel',
  thirdModel: 'IOTDevice.thirdModel',
  device: 'IOTDevice.device',
} as const;
/** Button ids of the standard model page. */
export const STD_MODEL_BUTTONS = {
  create: 'IOTDevice.stdModel:create',
  edit: 'IOTDevice.stdModel:edit',
  delete: 'IOTDevice.stdModel:delete',
  group: 'IOTDevice.stdModel:group',
  relevance: 'IOTDevice.stdModel:relevance',
} as const;
/** Button of the device page that manages device categories. */
export const DEVICE_CATEGORY_BUTTON = 'IOTDevice.device:category';

/** Read access to an IoT page. */
export const iotPage = (page: string): EndpointAccess => ({ kind: 'page', module: IOT_MODULE, page });
/** Write access through a button of an IoT page. */
export const iotButton = (page: string, button: string): EndpointAccess => ({
  kind: 'button',
  module: IOT_MODULE,
  page,
  button,
});
/** The reply of a delete. */
export const doneReply = standardReply(z.null());

const stdRead = iotPage(IOT_MODEL_PAGES.stdModel);
const stdWrite = (button: string) => iotButton(IOT_MODEL_PAGES.stdModel, button);
const S = P.stdModel;

/** Standard thing models: page, choices, detail, create, edit, delete. */
export const stdModelEndpoints = {
  page: defineEndpoint({
    id: 'iothub.stdModel.page',
    method: 'POST',
    path: `${S}/page`,
    summary: 'Page of standard thing models (filters: name, productKey, groupId, categoryId)',
    access: stdRead,
    body: stdModelPageSchema,
    reply: listAReply(stdModelSchema),
  }),
  list: defineEndpoint({
    id: 'iothub.stdModel.list',
    method: 'POST',
    path: `${S}/list`,
    summary: 'Every standard model as a choice (capped)',
    access: stdRead,
    reply: standardReply(z.array(stdModelOptionSchema)),
  }),
  get: defineEndpoint({
    id: 'iothub.stdModel.get',
    method: 'GET',
    path: `${S}/:id`,
    summary: 'One standard thing model: its properties, events and services at the top level',
    access: stdRead,
    params: idParamSchema,
    reply: standardReply(stdModelSchema),
  }),
  save: defineEndpoint({
    id: 'iothub.stdModel.save',
    method: 'POST',
    path: `${S}/save`,
    summary: 'Create a standard thing model (the model and alarm rules are validated)',
    access: stdWrite(STD_MODEL_BUTTONS.create),
    audit: 'stdModel.save',
    body: stdModelCreateSchema,
    reply: standardReply(stdModelSchema),
  }),
  update: defineEndpoint({
    id: 'iothub.stdModel.update',
    method: 'PUT',
    path: `${S}/update`,
    summary: 'Edit a standard thing model (id in the body; associations using it must still fit)',
    access: stdWrite(STD_MODEL_BUTTONS.edit),
    audit: 'stdModel.update',
    body: stdModelUpdateSchema,
    reply: standardReply(stdModelSchema),
  }),
  remove: defineEndpoint({
    id: 'iothub.stdModel.delete',
    method: 'DELETE',
    path: `${S}/:id`,
    summary: 'Delete a standard thing model no association uses',
    access: stdWrite(STD_MODEL_BUTTONS.delete),
    audit: 'stdModel.delete',
    params: idParamSchema,
    reply: doneReply,
  }),
};

const G = P.productGroup;

/** Product groups, through the spec's `stdProductGroup` calls exactly. */
export const productGroupEndpoints = {
  list: defineEndpoint({
    id: 'iothub.stdProductGroup.list',
    method: 'GET',
    path: `${G}/list`,
    summary: 'Every product group (capped)',
    access: stdRead,
    reply: standardReply(z.array(productGroupSchema)),
  }),
  save: defineEndpoint({
    id: 'iothub.stdProductGroup.save',
    method: 'POST',
    path: G,
    summary: 'Create a product group',
    access: stdWrite(STD_MODEL_BUTTONS.group),
    audit: 'stdProductGroup.save',
    body: productGroupCreateSchema,
    reply: standardReply(productGroupSchema),
  }),
  update: defineEndpoint({
    id: 'iothub.stdProductGroup.update',
    method: 'PUT',
    path: G,
    summary: 'Edit a product group (id in the body)',
    access: stdWrite(STD_MODEL_BUTTONS.group),
    audit: 'stdProductGroup.update',
    body: productGroupUpdateSchema,
    reply: standardReply(productGroupSchema),
  }),
  remove: defineEndpoint({
    id: 'iothub.stdProductGroup.delete',
    method: 'DELETE',
    path: `${G}/:id`,
    summary: 'Delete a product group no standard model is in',
    access: stdWrite(STD_MODEL_BUTTONS.group),
    audit: 'stdProductGroup.delete',
    params: idParamSchema,
    reply: doneReply,
  }),
};

const C = P.deviceCategory;
const categoryRead = iotPage(IOT_MODEL_PAGES.device);
const categoryWrite = iotButton(IOT_MODEL_PAGES.device, DEVICE_CATEGORY_BUTTON);

/** Device categories: the tree, detail, create, edit, delete. */
export const deviceCategoryEndpoints = {
  list: defineEndpoint({
    id: 'iothub.deviceCategory.list',
    method: 'POST',
    path: `${C}/list`,
    summary: 'The device category tree (roots: parentId null)',
    access: categoryRead,
    reply: standardReply(z.array(deviceCategoryNodeSchema)),
  }),
  get: defineEndpoint({
    id: 'iothub.deviceCategory.get',
    method: 'GET',
    path: `${C}/:id`,
    summary: 'One device category',
    access: categoryRead,
    params: idParamSchema,
    reply: standardReply(deviceCategorySchema),
  }),
  save: defineEndpoint({
    id: 'iothub.deviceCategory.save',
    method: 'POST',
    path: `${C}/save`,
    summary: 'Create a device category',
    access: categoryWrite,
    audit: 'deviceCategory.save',
    body: deviceCategoryCreateSchema,
    reply: standardReply(deviceCategorySchema),
  }),
  update: defineEndpoint({
    id: 'iothub.deviceCategory.update',
    method: 'PUT',
    path: `${C}/update`,
    summary: 'Edit a device category (id in the body; the parent cannot be itself or a descendant)',
    access: categoryWrite,
    audit: 'deviceCategory.update',
    body: deviceCategoryUpdateSchema,
    reply: standardReply(deviceCategorySchema),
  }),
  remove: defineEndpoint({
    id: 'iothub.deviceCategory.delete',
    method: 'DELETE',
    path: `${C}/:id`,
    summary: 'Delete a device category with no children that no standard model uses',
    access: categoryWrite,
    audit: 'deviceCategory.delete',
    params: idParamSchema,
    reply: doneReply,
  }),
};
