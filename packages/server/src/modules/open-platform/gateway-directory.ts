import type { ClusterNode } from '@beacon/contracts/gateway-cluster';
import {
  PLUGIN_CONFIG_SCHEMAS,
  PLUGIN_ORDER,
  type PluginConfig,
  type PluginType,
} from '@beacon/contracts/gateway-plugin-config';
import type { BuiltinApi } from '@beacon/contracts/open-platform-api';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../platform/auth/secret-box';
import { healthCheckOf, parseNodes } from './cluster-rows';
import { type GatewayRuntimeDatabase, gatewayRuntimeRepository as repo } from './gateway-runtime.repository';

/** A plugin as the runtime applies it: its type and parsed configuration. */
export type RuntimePlugin = { [T in PluginType]: { id: number; type: T; config: PluginConfig<T> } }[PluginType];

/** A service cluster as the runtime forwards to it. */
export interface RuntimeCluster {
  id: number;
  nodes: readonly ClusterNode[];
  balance: 'round_robin' | 'weighted';
  timeoutMs: number;
  retries: number;
  checked: boolean;
}

/** An online API: where it forwards (or its built-in source) and its plugins in `PLUGIN_ORDER`. */
export interface RuntimeApi {
  id: number;
  name: string;
  method: string;
  path: string;
  builtin: BuiltinApi | null;
  cluster: RuntimeCluster | null;
  backendPath: string;
  plugins: readonly RuntimePlugin[];
}

/** A calling application, with its secret opened. */
export interface RuntimeApp {
  id: number;
  name: string;
  appId: string;
  secret: string;
  closed: boolean;
  apiIds: ReadonlySet<number>;
  projectCodes: readonly string[];
}

/** An online API a call matched, with the values of its path's `{name}` segments. */
export interface RouteMatch {
  api: RuntimeApi;
  params: Record<string, string>;
}

interface Template {
  api: RuntimeApi;
  segments: readonly string[];
  /** How many segments are `{name}`: fewer is more specific. */
  variables: number;
}

interface Routes {
  byRoute: Map<string, RuntimeApi>;
  templates: Map<string, Template[]>;
  loadedAt: number;
}

/** How long a snapshot serves at most when no change was told (changes on another instance without a bus). */
const MAX_AGE_MS = 5_000;
/** Applications (and unknown appIds) kept in memory. */
const MAX_APPS = 10_000;

const routeKey = (method: string, path: string) => `${method} ${path}`;
const isVariable = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** The `{name}` values of a path under a template, or null when it does not match. */
const matchTemplate = (template: Template, segments: readonly string[]): Record<string, string> | null => {
  if (template.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of template.segments.entries()) {
    const actual = segments[index] ?? '';
    if (isVariable(part)) {
      if (actual === '') return null;
      params[part.slice(1, -1)] = actual;
    } else if (part !== actual) return null;
  }
  return params;
};

const toPlugin = (row: { id: number; type: string; config: string }): RuntimePlugin | null => {
  const type = row.type as PluginType;
  const schema = PLUGIN_CONFIG_SCHEMAS[type];
  if (!schema) return null;
  const parsed = schema.safeParse(JSON.parse(row.config));
  return parsed.success ? ({ id: Number(row.id), type, config: parsed.data } as RuntimePlugin) : null;
};

/**
 * What the gateway routes to and who calls it, read from the database and kept in memory: the online APIs (with
 * their plugins and clusters) as one snapshot, applications one by one. `invalidate` drops both (any change made
 * through the business centre or gateway management, here or told by another instance); a snapshot also ages out.
 */
export class GatewayDirectory {
  private routes: Promise<Routes> | null = null;
  private readonly apps = new Map<string, { loadedAt: number; app: Promise<RuntimeApp | null> }>();
  private generation = 0;

  constructor(
    private readonly db: Kysely<GatewayRuntimeDatabase>,
    private readonly box: SecretBox,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets everything read: the next call reads again. */
  invalidate(): void {
    this.generation += 1;
    this.routes = null;
    this.apps.clear();
  }

  /**
   * The online API answering a method and gateway path, or null: an API of exactly that path first, else the most
   * specific one whose `{name}` segments match (one whole segment each).
   */
  async api(method: string, path: string): Promise<RouteMatch | null> {
    const routes = await this.currentRoutes();
    const exact = routes.byRoute.get(routeKey(method, path));
    if (exact) return { api: exact, params: {} };
    const segments = path.split('/');
    for (const template of routes.templates.get(method) ?? []) {
      const params = matchTemplate(template, segments);
      if (params) return { api: template.api, params };
    }
    return null;
  }

  /** The application signing with an appId, or null for none. */
  async app(appId: string): Promise<RuntimeApp | null> {
    const cached = this.apps.get(appId);
    if (cached && this.now() - cached.loadedAt < MAX_AGE_MS) return cached.app;
    if (!cached && this.apps.size >= MAX_APPS) this.apps.clear();
    const generation = this.generation;
    const app = this.loadApp(appId);
    this.apps.set(appId, { loadedAt: this.now(), app });
    app.catch(() => {
      if (this.generation === generation && this.apps.get(appId)?.app === app) this.apps.delete(appId);
    });
    return app;
  }

  private async currentRoutes(): Promise<Routes> {
    const current = this.routes;
    if (current) {
      const routes = await current;
      if (this.now() - routes.loadedAt < MAX_AGE_MS) return routes;
      if (this.routes !== current) return this.currentRoutes();
    }
    const loading = this.loadRoutes();
    this.routes = loading;
    loading.catch(() => {
      if (this.routes === loading) this.routes = null;
    });
    return loading;
  }

  private async loadRoutes(): Promise<Routes> {
    const loadedAt = this.now();
    const [apis, plugins, clusters] = await Promise.all([
      repo.onlineApis(this.db),
      repo.pluginsOfOnlineApis(this.db),
      repo.clustersOfOnlineApis(this.db),
    ]);
    const clusterById = new Map<number, RuntimeCluster>(
      clusters.map((row) => [
        Number(row.id),
        {
          id: Number(row.id),
          nodes: parseNodes(row.nodes),
          balance: row.balance === 'weighted' ? 'weighted' : 'round_robin',
          timeoutMs: Number(row.timeout_ms),
          retries: Number(row.retries),
          checked: healthCheckOf(row) !== null,
        },
      ]),
    );
    const pluginsByApi = new Map<number, RuntimePlugin[]>();
    for (const row of plugins) {
      const plugin = toPlugin({ id: Number(row.id), type: row.type, config: row.config });
      if (!plugin) continue;
      const list = pluginsByApi.get(Number(row.api_id)) ?? [];
      list.push(plugin);
      pluginsByApi.set(Number(row.api_id), list);
    }
    const byRoute = new Map<string, RuntimeApi>();
    const templates = new Map<string, Template[]>();
    for (const row of apis) {
      const id = Number(row.id);
      const ordered = (pluginsByApi.get(id) ?? []).sort(
        (a, b) => PLUGIN_ORDER.indexOf(a.type) - PLUGIN_ORDER.indexOf(b.type) || a.id - b.id,
      );
      const api: RuntimeApi = {
        id,
        name: row.name,
        method: row.method,
        path: row.path,
        builtin: row.builtin as BuiltinApi | null,
        cluster: row.cluster_id === null ? null : (clusterById.get(Number(row.cluster_id)) ?? null),
        backendPath: row.backend_path,
        plugins: ordered,
      };
      const segments = row.path.split('/');
      const variables = segments.filter(isVariable).length;
      if (variables === 0) byRoute.set(routeKey(row.method, row.path), api);
      else templates.set(row.method, [...(templates.get(row.method) ?? []), { api, segments, variables }]);
    }
    for (const list of templates.values()) list.sort((a, b) => a.variables - b.variables || a.api.id - b.api.id);
    return { byRoute, templates, loadedAt };
  }

  private async loadApp(appId: string): Promise<RuntimeApp | null> {
    const row = await repo.appByAppId(this.db, appId);
    if (!row) return null;
    const id = Number(row.id);
    const [apis, projects] = await Promise.all([repo.appApiIds(this.db, id), repo.appProjectCodes(this.db, id)]);
    return {
      id,
      name: row.name,
      appId: row.app_id,
      secret: this.box.open(row.secret_sealed, row.app_id),
      closed: Number(row.is_closed) === 1,
      apiIds: new Set(apis.map((api) => Number(api.api_id))),
      projectCodes: projects.map((project) => project.project_code),
    };
  }
}
