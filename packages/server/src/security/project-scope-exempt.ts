import { ENDPOINTS } from '@beacon/contracts/endpoints';

/** Endpoints that hold no project-scoped record, and why. */
export const NOT_PROJECT_SCOPED: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => /^(auth|system|log)\./.test(endpoint.id)).map((endpoint) => [
      endpoint.id,
      "the caller's own session, accounts, roles and platform logs (project assignment is checked in the escalation rules)",
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) =>
      /^iothub\.(stdModel|stdProductGroup|deviceCategory|domainModel|thirdModel|modelRelevance)\./.test(endpoint.id),
    ).map((endpoint) => [endpoint.id, 'the model catalogue, shared by every project']),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => /^ticket\.(template\.|rule\.(?!test$))/.test(endpoint.id)).map((endpoint) => [
      endpoint.id,
      'work order templates and rules, shared by every project (a rule names project codes only as a filter)',
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => endpoint.id.startsWith('openPlatform.')).map((endpoint) => [
      endpoint.id,
      'the Open API catalogue (areas, groups, API definitions), shared by every project; built-in APIs read devices only at the gateway, within the calling app’s projects',
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => /^gateway\.(plugin|cluster)\./.test(endpoint.id)).map((endpoint) => [
      endpoint.id,
      "the gateway's plugins and service clusters, shared by every project (they name APIs of the catalogue only)",
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter(
      (endpoint) => endpoint.id.startsWith('gateway.app.') && endpoint.id !== 'gateway.app.projectPage',
    ).map((endpoint) => [
      endpoint.id,
      "the gateway's applications, shared by every project; the projects an app lists and binds are only the caller's (app-binding.routes.test.ts)",
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => endpoint.id.startsWith('gateway.monitor.')).map((endpoint) => [
      endpoint.id,
      "the gateway's call counts per API and application (as the API call log), shared by every project; no device data",
    ]),
  ),
  ...Object.fromEntries(
    ENDPOINTS.filter((endpoint) => endpoint.id.startsWith('docsCenter.apiDoc.')).map((endpoint) => [
      endpoint.id,
      'the documentation of the online APIs (the Open API catalogue), shared by every project',
    ]),
  ),
  'masterData.region.tree': 'the region catalogue',
  'masterData.region.get': 'the region catalogue',
  'iothub.ingest.properties': "a device's own uplink, authenticated by its secret, not by an account",
  'iothub.ingest.event': "a device's own uplink, authenticated by its secret, not by an account",
  'iothub.ingest.aiEvent': "a device's own AI event upload, authenticated by its secret, not by an account",
  'iothub.aiEvent.media':
    'a media file by signed URL: the signature is the authority, and only the project-scoped AI event list and detail hand URLs out',
  'ticket.workOrder.assignees': 'accounts and roles to assign to (ids and names only), shared by every project',
};
