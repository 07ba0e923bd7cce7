import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  domainModelCreateSchema,
  domainModelListSchema,
  domainModelOptionSchema,
  domainModelPageSchema,
  domainModelSchema,
  domainModelUpdateSchema,
} from './iot-domain-model';
import { IOT_MODEL_PATHS as P } from './iot-model';
import { doneReply, IOT_MODEL_PAGES, iotButton, iotPage, STD_MODEL_BUTTONS } from './iot-model.endpoints';
import {
  modelRelevanceCreateSchema,
  modelRelevancePageSchema,
  modelRelevanceSchema,
  modelRelevanceUpdateSchema,
  thirdModelCreateSchema,
  thirdModelOptionSchema,
  thirdModelPageSchema,
  thirdModelSchema,
  thirdModelUpdateSchema,
} from './iot-third-model';
import { idParamSchema, listAReply, standardReply } from './protocol';

const D = P.domainModel;
const domainRead = iotPage(IOT_MODEL_PAGES.domainModel);
const domainWrite = (button: string) =>
  iotButton(IOT_MODEL_PAGES.domainModel, `${IOT_MODEL_PAGES.domainModel}:${button}`);

/** Domain service models: page, choices, detail, create, edit and delete (drafts only), publish. */
export const domainModelEndpoints = {
  page: defineEndpoint({
    id: 'iothub.domainModel.page',
    method: 'POST',
    path: `${D}/page`,
    summary: 'Page of domain service models (filters: name, domain, status)',
    access: domainRead,
    body: domainModelPageSchema,
    reply: listAReply(domainModelSchema),
  }),
  list: defineEndpoint({
    id: 'iothub.domainModel.list',
    method: 'POST',
    path: `${D}/list`,
    summary: 'Every domain service model as a choice, optionally by status (capped)',
    access: domainRead,
    body: domainModelListSchema,
    reply: standardReply(z.array(domainModelOptionSchema)),
  }),
  get: defineEndpoint({
    id: 'iothub.domainModel.get',
    method: 'GET',
    path: `${D}/:id`,
    summary: 'One domain service model',
    access: domainRead,
    params: idParamSchema,
    reply: standardReply(domainModelSchema),
  }),
  save: defineEndpoint({
    id: 'iothub.domainModel.save',
    method: 'POST',
    path: `${D}/save`,
    summary: 'Create a domain service model (a draft)',
    access: domainWrite('create'),
    audit: 'domainModel.save',
    body: domainModelCreateSchema,
    reply: standardReply(domainModelSchema),
  }),
  update: defineEndpoint({
    id: 'iothub.domainModel.update',
    method: 'PUT',
    path: `${D}/update`,
    summary: 'Edit a draft domain service model (id in the body)',
    access: domainWrite('edit'),
    audit: 'domainModel.update',
    body: domainModelUpdateSchema,
    reply: standardReply(domainModelSchema),
  }),
  remove: defineEndpoint({
    id: 'iothub.domainModel.delete',
    method: 'DELETE',
    path: `${D}/:id`,
    summary: 'Delete a draft domain service model',
    access: domainWrite('delete'),
    audit: 'domainModel.delete',
    params: idParamSchema,
    reply: doneReply,
  }),
  publish: defineEndpoint({
    id: 'iothub.domainModel.publish',
    method: 'POST',
    path: `${D}/:id/publish`,
    summary: 'Publish a draft domain service model (then read-only)',
    access: domainWrite('publish'),
    audit: 'domainModel.publish',
    params: idParamSchema,
    reply: standardReply(domainModelSchema),
  }),
};

const T = P.thirdModel;
const thirdRead = iotPage(IOT_MODEL_PAGES.thirdModel);
const thirdWrite = (button: string) => iotButton(IOT_MODEL_PAGES.thirdModel, `${IOT_MODEL_PAGES.thirdModel}:${button}`);

/** Third-party thing models: page, choices, detail, create, JSON import, edit, delete. */
export const thirdModelEndpoints = {
  page: defineEndpoint({
    id: 'iothub.thirdModel.page',
    method: 'POST',
    path: `${T}/page`,
    summary: 'Page of third-party thing models (filters: name, manufacturer, modelNumber, protocol)',
    access: thirdRead,
    body: thirdModelPageSchema,
    reply: listAReply(thirdModelSchema),
  }),
  list: defineEndpoint({
    id: 'iothub.thirdModel.list',
    method: 'POST',
    path: `${T}/list`,
    summary: 'Every third-party model as a choice (capped)',
    access: thirdRead,
    reply: standardReply(z.array(thirdModelOptionSchema)),
  }),
  get: defineEndpoint({
    id: 'iothub.thirdModel.get',
    method: 'GET',
    path: `${T}/:id`,
    summary: 'One third-party thing model',
    access: thirdRead,
    params: idParamSchema,
    reply: standardReply(thirdModelSchema),
  }),
  save: defineEndpoint({
    id: 'iothub.thirdModel.save',
    method: 'POST',
    path: `${T}/save`,
    summary: 'Create a third-party thing model',
    access: thirdWrite('create'),
    audit: 'thirdModel.save',
    body: thirdModelCreateSchema,
    reply: standardReply(thirdModelSchema),
  }),
  importModel: defineEndpoint({
    id: 'iothub.thirdModel.import',
    method: 'POST',
    path: `${T}/import`,
    summary: 'Import a third-party thing model from its JSON (the import button; same rules as create)',
    access: thirdWrite('import'),
    audit: 'thirdModel.import',
    body: thirdModelCreateSchema,
    reply: standardReply(thirdModelSchema),
  }),
  update: defineEndpoint({
    id: 'iothub.thirdModel.update',
    method: 'PUT',
    path: `${T}/update`,
    summary: 'Edit a third-party thing model (id in the body; associations using it must still fit)',
    access: thirdWrite('edit'),
    audit: 'thirdModel.update',
    body: thirdModelUpdateSchema,
    reply: standardReply(thirdModelSchema),
  }),
  remove: defineEndpoint({
    id: 'iothub.thirdModel.delete',
    method: 'DELETE',
    path: `${T}/:id`,
    summary: 'Delete a third-party thing model no association uses',
    access: thirdWrite('delete'),
    audit: 'thirdModel.delete',
    params: idParamSchema,
    reply: doneReply,
  }),
};

const R = P.modelRelevance;
const relevanceRead = iotPage(IOT_MODEL_PAGES.stdModel);
const relevanceWrite = iotButton(IOT_MODEL_PAGES.stdModel, STD_MODEL_BUTTONS.relevance);

/** Model associations: page, detail, create, edit, delete. */
export const modelRelevanceEndpoints = {
  page: defineEndpoint({
    id: 'iothub.modelRelevance.page',
    method: 'POST',
    path: `${R}/page`,
    summary: 'Page of model associations (filters: stdModelId, thirdModelId)',
    access: relevanceRead,
    body: modelRelevancePageSchema,
    reply: listAReply(modelRelevanceSchema),
  }),
  get: defineEndpoint({
    id: 'iothub.modelRelevance.get',
    method: 'GET',
    path: `${R}/:id`,
    summary: 'One model association',
    access: relevanceRead,
    params: idParamSchema,
    reply: standardReply(modelRelevanceSchema),
  }),
  save: defineEndpoint({
    id: 'iothub.modelRelevance.save',
    method: 'POST',
    path: `${R}/save`,
    summary: 'Associate a third-party model with a standard model (mappings checked against both)',
    access: relevanceWrite,
    audit: 'modelRelevance.save',
    body: modelRelevanceCreateSchema,
    reply: standardReply(modelRelevanceSchema),
  }),
  update: defineEndpoint({
    id: 'iothub.modelRelevance.update',
    method: 'PUT',
    path: `${R}/update`,
    summary: 'Edit a model association (id in the body)',
    access: relevanceWrite,
    audit: 'modelRelevance.update',
    body: modelRelevanceUpdateSchema,
    reply: standardReply(modelRelevanceSchema),
  }),
  remove: defineEndpoint({
    id: 'iothub.modelRelevance.delete',
    method: 'DELETE',
    path: `${R}/:id`,
    summary: 'Delete a model association',
    access: relevanceWrite,
    audit: 'modelRelevance.delete',
    params: idParamSchema,
    reply: doneReply,
  }),
};
