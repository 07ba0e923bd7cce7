import { z } from 'zod';
import { GATEWAY_RUNTIME_REASONS } from './reasons-gateway';

/**
 * Every reason a refusal can give, with the names of its parameters: the closed list the server sends and
 * the console translates (namespace `reasons`). A key names the rule, never the field (the path does).
 */
export const REASONS = {
  // A value against its schema.
  required: [],
  notText: [],
  notNumber: [],
  notInteger: [],
  notBoolean: [],
  notObject: [],
  notList: [],
  wrongType: [],
  tooShort: ['min'],
  tooLong: ['max'],
  tooSmall: ['min'],
  tooSmallExclusive: ['min'],
  tooBig: ['max'],
  tooBigExclusive: ['max'],
  tooFewItems: ['min'],
  tooManyItems: ['max'],
  notOneOf: ['options'],
  unknownField: ['field'],
  invalidKey: [],
  invalidValue: [],
  invalidFormat: [],
  notBlank: [],
  codeChars: [],
  projectCodeChars: [],
  accountChars: [],
  roleCodeChars: [],
  identifierFormat: [],
  regionCodeFormat: [],
  mobileFormat: [],
  msgIdFormat: [],
  categoryIdFormat: [],
  integerKey: [],
  fromAfterTo: [],
  bothOrNeither: ['other'],
  notBoth: ['other'],
  notZero: [],
  // The thing-model language.
  minAboveMax: [],
  stepOutOfRange: [],
  duplicateIdentifier: ['identifier', 'other'],
  jsonBroken: ['line', 'column', 'found'],
  jsonUnexpectedEnd: ['line', 'column'],
  notJsonObject: [],
  nothingToImport: [],
  jsonInvalid: [],
  // A value against its data type.
  notBoolValue: [],
  notEpochMs: [],
  unknownEnumValue: ['value'],
  unknownMember: ['member'],
  missingMember: ['member'],
  notFinite: [],
  noEnumMapping: ['value'],
  // A conversion between two data types.
  typeNotStorable: ['source', 'target'],
  textShorter: ['source', 'target'],
  enumValueMissing: ['value'],
  arraySmaller: ['source', 'target'],
  memberNotInTarget: ['member'],
  memberNotInSource: ['member'],
  enumMapSource: ['type'],
  enumMapTarget: ['type'],
  enumMapSourceValue: ['value'],
  enumMapTargetValue: ['value'],
  needsNumericTypes: ['source', 'target'],
  unknownUnitConversion: ['from', 'to'],
  // Models, associations, alarm rules.
  unknownProperty: ['property'],
  mappedTwice: ['property'],
  needsNumericProperty: ['condition', 'property', 'type'],
  associationBreaks: ['id', 'model'],
  notDraft: [],
  notPublished: [],
  ownParent: [],
  ownDescendant: [],
  // Records.
  alreadyExists: [],
  repeatsRow: ['row'],
  notFound: ['entity', 'id'],
  inUse: ['holder', 'count'],
  inUseBy: ['holder', 'count', 'names'],
  inUseOrMissing: [],
  /** A device's third-party model that no association maps onto its standard model: it could never report. */
  modelsNotAssociated: ['stdModel', 'thirdModel'],
  regionNotDistrict: ['code'],
  tooManyMatches: ['count', 'max'],
  pageTooDeep: ['max'],
  // Accounts, roles and scope.
  passwordRepeated: [],
  passwordProductName: [],
  passwordGuessable: [],
  passwordWrong: [],
  passwordUnchanged: [],
  selfDisable: [],
  selfDelete: [],
  lastAdmin: ['account'],
  adminOnly: [],
  accountReachesMore: [],
  projectNotHeld: [],
  projectScopeCreate: [],
  roleReadOnly: ['code'],
  roleNotAssignable: ['code'],
  resourcesNotHeld: ['resources'],
  unknownResource: ['resource'],
  // Sessions and access.
  badCredentials: [],
  tokenInvalid: [],
  tokenExpired: [],
  sessionTooOld: [],
  loggedInElsewhere: [],
  accountDisabled: [],
  accountLocked: ['minutes'],
  noPermission: ['resources'],
  moduleUnavailable: ['module'],
  rateLimited: ['seconds'],
  signInsBusy: [],
  // The request itself.
  msgIdReused: [],
  msgIdPending: [],
  malformedJson: [],
  emptyJsonBody: [],
  bodyTooLarge: [],
  unsupportedMediaType: [],
  notUtf8: [],
  tooDeep: ['max'],
  nulCharacter: [],
  unstorableText: [],
  numberTooLarge: [],
  badPathEncoding: [],
  pathTooLong: ['max'],
  routeNotFound: [],
  internalError: [],
  unavailable: [],
  busy: ['seconds'],
  // Devices and their reports.
  deviceDisabled: [],
  deviceSecretWrong: [],
  deviceRateExceeded: ['seconds'],
  codeSheetBusy: ['seconds'],
  codeSheetTimeout: ['seconds'],
  exportBusy: ['seconds'],
  rangeTooLong: ['max'],
  payloadNotUtf8: [],
  payloadNotJson: [],
  unknownParameter: ['parameter'],
  noMapping: ['property'],
  timestampAhead: ['seconds'],
  unknownEvent: ['event'],
  notStorable: [],
  refusalsFolded: ['max'],
  // Debugging devices and calling their services.
  deviceOffline: [],
  unknownService: ['service'],
  serviceCallTimeout: ['seconds'],
  serviceCallsBusy: ['max'],
  // Alarms.
  alarmAlreadyAcknowledged: [],
  alarmAlreadyCleared: [],
  duplicateRuleName: ['name'],
  // Work orders.
  /** The action does not apply to the work order's current state. */
  illegalTransition: ['state', 'action'],
  duplicateFieldModel: ['model'],
  // AI events and their media.
  aiEventAlreadyHandled: [],
  mediaRequired: [],
  mediaTooMany: ['max'],
  mediaMixed: [],
  mediaTypeNotAllowed: [],
  mediaTooLarge: ['max'],
  mediaUrlInvalid: [],
  // The Open API business centre.
  apiPathFormat: [],
  /** A `$ref` of a JSON Schema that names no definition of the document. */
  unresolvedRef: ['ref'],
  groupNotInArea: [],
  /** Another online API already answers this method and gateway path. */
  apiRouteTaken: ['method', 'path'],
  apiAlreadyOnline: [],
  apiNotOnline: [],
  /** An online API is neither edited nor deleted: it is taken offline first. */
  apiOnlineLocked: [],
  apiNotPublished: [],
  /** A deploy of an API that is not built-in while its service cluster has no node (or it names none). */
  apiClusterHasNoNode: [],
  // The gateway's plugins and service clusters.
  /** Not an IPv4 or IPv6 address or CIDR block. */
  cidrFormat: [],
  /** Not a host name, IPv4 or IPv6 address. */
  hostFormat: [],
  // Event push to applications.
  /** A test event for an application without a callback URL. */
  eventPushNoCallback: [],
  /** A test event for a closed application (nothing is pushed to it). */
  eventPushAppClosed: [],
  ...GATEWAY_RUNTIME_REASONS,
} as const satisfies Record<string, readonly string[]>;

/** A reason a refusal gives. */
export type ReasonKey = keyof typeof REASONS;
/** Every reason key. */
export const REASON_KEYS = Object.keys(REASONS) as [ReasonKey, ...ReasonKey[]];

/** What a refusal's parameters may hold. */
export type ReasonParams = Record<string, string | number>;
/** The parameters a reason key takes. */
export type ParamsOf<K extends ReasonKey> = { [P in (typeof REASONS)[K][number]]: string | number };

/**
 * Kinds of record a refusal may name (`notFound` entity, `inUse` holder); the console translates them
 * (`reasons:entity.<kind>`), the server's English names them in `ENTITY_NAMES`.
 */
export const ENTITY_NAMES = {
  device: 'device',
  devices: 'device(s)',
  stdModel: 'standard model',
  stdModels: 'standard model(s)',
  thirdModel: 'third-party model',
  domainModel: 'domain model',
  association: 'model association',
  associations: 'association(s)',
  category: 'device category',
  subCategories: 'sub-categor(ies)',
  productGroup: 'product group',
  project: 'project',
  region: 'region',
  role: 'role',
  user: 'user',
  accounts: 'account(s)',
  abnormalSetting: 'abnormal setting',
  alarm: 'alarm',
  workOrderTemplate: 'work order template',
  workOrderRule: 'work order rule',
  workOrderRules: 'work order rule(s)',
  workOrder: 'work order',
  workOrders: 'work order(s)',
  aiEvent: 'AI event',
  apiArea: 'API area',
  apiGroup: 'API group',
  apiGroups: 'API group(s)',
  api: 'API',
  apis: 'API(s)',
  plugin: 'plugin',
  serviceCluster: 'service cluster',
  gatewayApp: 'application',
} as const;
/** A kind of record. */
export type EntityKind = keyof typeof ENTITY_NAMES;
/** Params whose value is a kind of record, translated by the console. */
export const ENTITY_PARAMS: readonly string[] = ['entity', 'holder'];

/** One refusal: the field's path (`''` for the request or record as a whole), the reason and its parameters. */
export const refusalSchema = z.object({
  /** The refused field, relative to the body (`mappings[2].conversion`); `query.` or `params.` for others; `''` for the whole. */
  path: z.string().max(512),
  /** The rule broken, from the closed list of reasons. */
  reason: z.enum(REASON_KEYS),
  /** The rule's parameters (a limit, a count, a name). */
  params: z.record(z.string().max(32), z.union([z.string().max(512), z.number()])).optional(),
});
/** One refusal. */
export type Refusal = { path: string; reason: ReasonKey; params?: ReasonParams };

type ParamArgs<K extends ReasonKey> = (typeof REASONS)[K] extends readonly [] ? [] : [params: ParamsOf<K>];

/** A refusal of `path` for `reason`, with the parameters that reason takes. */
export const refusal = <K extends ReasonKey>(path: string, reason: K, ...params: ParamArgs<K>): Refusal =>
  params[0] === undefined ? { path, reason } : { path, reason, params: params[0] };

/** Whether a string is a reason key. */
export const isReasonKey = (value: unknown): value is ReasonKey =>
  typeof value === 'string' && Object.hasOwn(REASONS, value);
