import type { ClusterNodeState } from '@beacon/contracts/gateway-cluster';

/** A cluster whose nodes are probed: GET `http://host:port{path}` every `intervalSeconds`. */
export interface HealthTarget {
  clusterId: number;
  nodes: ReadonlyArray<{ host: string; port: number }>;
  path: string;
  intervalSeconds: number;
  /** How long one probe may take (ms). */
  timeoutMs: number;
}

/** What the checker keeps per node. */
interface NodeState {
  healthy: boolean;
  lastCheck: number;
  lastError: string | null;
}

/** A node's health as the checker last saw it (`unknown` before its first probe). */
export type NodeHealthReport = (
  clusterId: number,
  node: { host: string; port: number },
) => Pick<ClusterNodeState, 'health' | 'lastCheck' | 'lastError'>;

/** How the checker runs. */
export interface ClusterHealthOptions {
  /** How often due clusters are looked for (ms). */
  tickMs: number;
  /** How often the clusters are read again (changes made on other instances). */
  reloadMs: number;
  /** Most nodes probed in all: nodes of clusters beyond it stay `unknown` (the map stays bounded). */
  maxNodes: number;
  /** Longest a probe may take, whatever the cluster's timeout (ms). */
  maxProbeMs: number;
  now?: () => number;
}

/** Default: look every second, re-read every 30 s, at most 5 000 nodes, probes of at most 5 s. */
export const HEALTH_DEFAULTS: ClusterHealthOptions = {
  tickMs: 1_000,
  reloadMs: 30_000,
  maxNodes: 5_000,
  maxProbeMs: 5_000,
};

const ERROR_MAX = 200;

/** The URL a node is probed at (an IPv6 address in brackets). */
export const probeUrl = (host: string, port: number, path: string): string =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}${path}`;

const errorText = (error: unknown): string => {
  const cause = error instanceof Error ? Reflect.get(Object(error.cause), 'code') : undefined;
  const text = typeof cause === 'string' ? cause : error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_MAX);
};

/**
 * Probes one URL: up on a 2xx or 3xx answer (a redirect is never followed), the body never read. Null when up,
 * else why not.
 */
export const probe = async (url: string, timeoutMs: number, stop: AbortSignal): Promise<string | null> => {
  // Held here until the probe ends: AbortSignal.any keeps its sources only weakly, and a collected timeout never fires.
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { 'user-agent': 'beacon-health-check' },
      signal: AbortSignal.any([timeout, stop]),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.status >= 200 && response.status < 400 ? null : `HTTP ${response.status}`;
  } catch (error) {
    return timeout.aborted ? `no answer within ${timeoutMs} ms` : errorText(error);
  }
};

const keyOf = (clusterId: number, host: string, port: number) => `${clusterId}|${host.toLowerCase()}|${port}`;

/**
 * Health of service cluster nodes: clusters with a health check are probed on their interval, each node's last
 * result kept in memory (only for nodes configured now, at most `maxNodes`); `close` stops it and aborts probes.
 */
export class ClusterHealth {
  private targets: HealthTarget[] = [];
  private readonly states = new Map<string, NodeState>();
  private readonly due = new Map<number, number>();
  private readonly running = new Set<number>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stop = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private lastLoad = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(
    private readonly load: () => Promise<HealthTarget[]>,
    private readonly options: ClusterHealthOptions = HEALTH_DEFAULTS,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Starts probing on a timer (which never keeps the process alive). */
  start(): void {
    if (this.timer || this.stop.signal.aborted) return;
    this.timer = setInterval(() => {
      this.track(this.tick()).catch(this.onError);
    }, this.options.tickMs);
    this.timer.unref();
  }

  /** Reads the clusters again (after a change): new or changed ones are probed on the next tick. */
  async reload(): Promise<void> {
    const loaded = await this.load();
    this.lastLoad = this.now();
    const kept: HealthTarget[] = [];
    let nodes = 0;
    for (const target of loaded) {
      if (nodes + target.nodes.length > this.options.maxNodes) break;
      nodes += target.nodes.length;
      kept.push(target);
    }
    const previous = new Map(this.targets.map((target) => [target.clusterId, JSON.stringify(target)]));
    this.targets = kept;
    const live = new Set<string>();
    for (const target of kept) {
      if (previous.get(target.clusterId) !== JSON.stringify(target)) this.due.set(target.clusterId, 0);
      for (const node of target.nodes) live.add(keyOf(target.clusterId, node.host, node.port));
    }
    for (const key of this.states.keys()) if (!live.has(key)) this.states.delete(key);
    const ids = new Set(kept.map((target) => target.clusterId));
    for (const id of this.due.keys()) if (!ids.has(id)) this.due.delete(id);
  }

  /** Re-reads the clusters in the background (after a change on this instance); nothing once closed. */
  refresh(): void {
    if (this.stop.signal.aborted) return;
    this.track(this.reload()).catch(this.onError);
  }

  /** Probes the clusters that are due (re-reading them first when the reload interval has passed). */
  async tick(): Promise<void> {
    if (this.stop.signal.aborted) return;
    if (this.now() - this.lastLoad >= this.options.reloadMs) await this.reload();
    const at = this.now();
    const started = this.targets
      .filter((target) => !this.running.has(target.clusterId) && (this.due.get(target.clusterId) ?? 0) <= at)
      .map((target) => this.track(this.probeCluster(target)));
    await Promise.all(started);
  }

  /** Probes every node of one cluster now. */
  async probeCluster(target: HealthTarget): Promise<void> {
    this.running.add(target.clusterId);
    try {
      const timeoutMs = Math.min(target.timeoutMs, this.options.maxProbeMs);
      await Promise.all(
        target.nodes.map(async (node) => {
          const error = await probe(probeUrl(node.host, node.port, target.path), timeoutMs, this.stop.signal);
          if (this.stop.signal.aborted) return;
          this.states.set(keyOf(target.clusterId, node.host, node.port), {
            healthy: error === null,
            lastCheck: this.now(),
            lastError: error,
          });
        }),
      );
    } finally {
      this.running.delete(target.clusterId);
      this.due.set(target.clusterId, this.now() + target.intervalSeconds * 1_000);
    }
  }

  /** A node's health as last probed. */
  readonly report: NodeHealthReport = (clusterId, node) => {
    const state = this.states.get(keyOf(clusterId, node.host, node.port));
    if (!state) return { health: 'unknown', lastCheck: null, lastError: null };
    return { health: state.healthy ? 'up' : 'down', lastCheck: state.lastCheck, lastError: state.lastError };
  };

  /** How many nodes have a known state (bounded by the configured nodes). */
  get size(): number {
    return this.states.size;
  }

  /** Stops the timer, aborts probes under way and waits for them. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stop.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private track(work: Promise<void>): Promise<void> {
    const tracked = work.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }
}
