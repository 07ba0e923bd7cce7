import { z } from 'zod';
import { defineFormBEndpoint } from './endpoint';
import { boundApiSchema, GATEWAY_PAGES, GATEWAY_PATHS } from './gateway';
import {
  clusterBindSchema,
  clusterChoiceSchema,
  clusterFilterSchema,
  clusterPageSchema,
  clusterSaveSchema,
  clusterUpdateSchema,
  serviceClusterSchema,
} from './gateway-cluster';
import { openApiChoices, openApiRead, openApiWrite } from './open-platform.endpoints';
import { formBDone, formBPageReply, formBReply, idParamSchema } from './protocol';

const PAGE = GATEWAY_PAGES.cluster;
/** The service cluster page's buttons. */
export const CLUSTER_BUTTONS = {
  create: `${PAGE}:create`,
  edit: `${PAGE}:edit`,
  delete: `${PAGE}:delete`,
  bind: `${PAGE}:bind`,
} as const;

const P = GATEWAY_PATHS.cluster;

/** Service clusters (spec section 7 calls): page, save, detail, update, remove, bing-api, api-list; list (choices). */
export const clusterEndpoints = {
  list: defineFormBEndpoint({
    id: 'gateway.cluster.list',
    method: 'POST',
    path: `${P}/list`,
    summary: 'Every service cluster (capped) by name, with its node count, for selects (filter: name)',
    access: openApiChoices,
    body: clusterFilterSchema.default({}),
    reply: formBReply(z.array(clusterChoiceSchema)),
  }),
  page: defineFormBEndpoint({
    id: 'gateway.cluster.page',
    method: 'POST',
    path: `${P}/page`,
    summary: "Page of service clusters (form B: data {name}, offset, limit, orders), each node's health",
    access: openApiRead(PAGE),
    body: clusterPageSchema,
    reply: formBPageReply(serviceClusterSchema),
  }),
  save: defineFormBEndpoint({
    id: 'gateway.cluster.save',
    method: 'POST',
    path: `${P}/save`,
    summary: 'Create a service cluster (unique name; nodes, balance, timeout, retries, health check); answers it',
    access: openApiWrite(PAGE, CLUSTER_BUTTONS.create),
    audit: 'serviceCluster.save',
    body: clusterSaveSchema,
    reply: formBReply(serviceClusterSchema),
  }),
  detail: defineFormBEndpoint({
    id: 'gateway.cluster.detail',
    method: 'GET',
    path: `${P}/detail`,
    summary: "One service cluster (?id=) with each node's health",
    access: openApiRead(PAGE),
    query: idParamSchema,
    reply: formBReply(serviceClusterSchema),
  }),
  update: defineFormBEndpoint({
    id: 'gateway.cluster.update',
    method: 'PUT',
    path: `${P}/update`,
    summary: 'Edit a service cluster (id in the body; every field replaced); answers it',
    access: openApiWrite(PAGE, CLUSTER_BUTTONS.edit),
    audit: 'serviceCluster.update',
    body: clusterUpdateSchema,
    reply: formBReply(serviceClusterSchema),
  }),
  remove: defineFormBEndpoint({
    id: 'gateway.cluster.remove',
    method: 'DELETE',
    path: `${P}/remove`,
    summary: 'Delete a service cluster no API forwards to (?id=; 409 inUse otherwise)',
    access: openApiWrite(PAGE, CLUSTER_BUTTONS.delete),
    audit: 'serviceCluster.remove',
    query: idParamSchema,
    reply: formBDone,
  }),
  bind: defineFormBEndpoint({
    id: 'gateway.cluster.bind',
    method: 'POST',
    path: `${P}/bing-api`,
    summary:
      'Make APIs forward to a cluster {id, apiIds} (sets their clusterId; refused for built-in or online APIs, 404 for unknown ones)',
    access: openApiWrite(PAGE, CLUSTER_BUTTONS.bind),
    audit: 'serviceCluster.bind',
    body: clusterBindSchema,
    reply: formBDone,
  }),
  apis: defineFormBEndpoint({
    id: 'gateway.cluster.apis',
    method: 'GET',
    path: `${P}/api-list`,
    summary: 'The APIs that forward to a cluster (?id=), by name',
    access: openApiRead(PAGE),
    query: idParamSchema,
    reply: formBReply(z.array(boundApiSchema)),
  }),
};
