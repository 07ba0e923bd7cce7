import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from './endpoint';
import {
  MASTER_DATA_PATHS,
  projectCreateSchema,
  projectOptionSchema,
  projectPageSchema,
  projectSchema,
  projectUpdateSchema,
  regionCodeParamSchema,
  regionSchema,
  regionTreeNodeSchema,
} from './project-data-management';
import { idParamSchema, listAReply, standardReply } from './protocol';

const MODULE = 'project-data-management';
/** Page ids of the master-data pages. */
export const MASTER_DATA_PAGES = { project: 'DataManage.project' } as const;
/** Button ids of the project page. */
export const PROJECT_BUTTONS = {
  create: 'DataManage.project:create',
  edit: 'DataManage.project:edit',
  delete: 'DataManage.project:delete',
} as const;

const projectPage: EndpointAccess = { kind: 'page', module: MODULE, page: MASTER_DATA_PAGES.project };
const projectButton = (button: string): EndpointAccess => ({
  kind: 'button',
  module: MODULE,
  page: MASTER_DATA_PAGES.project,
  button,
});
const signedIn: EndpointAccess = { kind: 'signed-in' };
const P = MASTER_DATA_PATHS.project;
const R = MASTER_DATA_PATHS.region;

/** Projects: page, the selects' choices, detail, create, edit, delete. */
export const projectEndpoints = {
  page: defineEndpoint({
    id: 'masterData.project.page',
    method: 'POST',
    path: `${P}/page`,
    summary: 'Page of projects (filters: projectCode, projectName, type, areaCode, status)',
    access: projectPage,
    body: projectPageSchema,
    reply: listAReply(projectSchema),
  }),
  options: defineEndpoint({
    id: 'masterData.project.options',
    method: 'POST',
    path: `${P}/list`,
    summary: 'Every project (capped), for the selects of any form',
    access: signedIn,
    reply: standardReply(z.array(projectOptionSchema)),
  }),
  get: defineEndpoint({
    id: 'masterData.project.get',
    method: 'GET',
    path: `${P}/:id`,
    summary: 'One project',
    access: projectPage,
    params: idParamSchema,
    reply: standardReply(projectSchema),
  }),
  save: defineEndpoint({
    id: 'masterData.project.save',
    method: 'POST',
    path: `${P}/save`,
    summary: 'Create a project (unique projectCode; areaCode a known district)',
    access: projectButton(PROJECT_BUTTONS.create),
    audit: 'project.save',
    body: projectCreateSchema,
    reply: standardReply(projectSchema),
  }),
  update: defineEndpoint({
    id: 'masterData.project.update',
    method: 'PUT',
    path: `${P}/update`,
    summary: 'Edit a project (id in the body; projectCode cannot change)',
    access: projectButton(PROJECT_BUTTONS.edit),
    audit: 'project.update',
    body: projectUpdateSchema,
    reply: standardReply(projectSchema),
  }),
  remove: defineEndpoint({
    id: 'masterData.project.delete',
    method: 'DELETE',
    path: `${P}/:id`,
    summary: 'Delete a project no device belongs to',
    access: projectButton(PROJECT_BUTTONS.delete),
    audit: 'project.delete',
    params: idParamSchema,
    reply: standardReply(z.null()),
  }),
};

/** Administrative regions (province → city → district), from the region-code package. */
export const regionEndpoints = {
  tree: defineEndpoint({
    id: 'masterData.region.tree',
    method: 'GET',
    path: `${R}/tree`,
    summary: 'Every province with its cities and their districts (the cascader source)',
    access: signedIn,
    reply: standardReply(z.array(regionTreeNodeSchema)),
  }),
  get: defineEndpoint({
    id: 'masterData.region.get',
    method: 'GET',
    path: `${R}/:code`,
    summary: 'The province, city and district of a 6-digit region code',
    access: signedIn,
    params: regionCodeParamSchema,
    reply: standardReply(regionSchema),
  }),
};
