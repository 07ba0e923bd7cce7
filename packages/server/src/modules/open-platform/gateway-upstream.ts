import http from 'node:http';
import type { ClusterNode } from '@beacon/contracts/gateway-cluster';
import { GATEWAY_RUNTIME_LIMITS } from '@beacon/contracts/gateway-runtime';
import type { NodeHealthReport } from './cluster-health';
import type { RuntimeCluster } from './gateway-directory';

/** What one forwarded call came to. */
export type UpstreamResult =
  | { kind: 'reply'; status: number; headers: Record<string, string | string[]>; body: Buffer }
  | { kind: 'unavailable' | 'failed' | 'timeout' | 'tooLarge' };

/** A call to forward: the method, the backend path with the query, the headers to send and the body. */
export interface UpstreamCall {
  method: string;
  pathAndQuery: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Methods a connect error may retry on another node (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** Errors of a connection that failed or broke (a kept-alive socket the node closed): retried for idempotent methods. */
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Hop-by-hop headers (RFC 9110 §7.6.1), never relayed either way. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
]);
/** Most sockets kept per node. */
const SOCKETS_PER_NODE = 256;

class Timeout extends Error {}
class TooLarge extends Error {}

/**
 * Forwards gateway calls to the nodes of service clusters: round robin or smooth weighted round robin over the
 * nodes not known to be down, kept-alive sockets per node, one timeout per attempt (504), and retries on another
 * node only after a connect error and only for idempotent methods.
 */
export class Upstreams {
  private readonly agents = new Map<string, http.Agent>();
  private readonly turns = new Map<number, number>();
  private readonly weights = new Map<string, number>();

  constructor(private readonly health: NodeHealthReport) {}

  /** Forwards one call to the cluster. */
  async forward(cluster: RuntimeCluster, call: UpstreamCall): Promise<UpstreamResult> {
    const candidates = this.candidates(cluster);
    if (candidates.length === 0) return { kind: 'unavailable' };
    const attempts = IDEMPOTENT.has(call.method) ? Math.min(candidates.length, 1 + cluster.retries) : 1;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const node = candidates[attempt] as ClusterNode;
      try {
        return await this.send(node, call, cluster.timeoutMs);
      } catch (error) {
        if (error instanceof Timeout) return { kind: 'timeout' };
        if (error instanceof TooLarge) return { kind: 'tooLarge' };
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (!CONNECT_ERRORS.has(code)) return { kind: 'failed' };
      }
    }
    return { kind: 'failed' };
  }

  /** Closes the kept-alive sockets. */
  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }

  /** The nodes to try, the balanced pick first; nodes probed down are left out (unprobed ones count as up). */
  private candidates(cluster: RuntimeCluster): ClusterNode[] {
    const up = cluster.checked
      ? cluster.nodes.filter((node) => this.health(cluster.id, node).health !== 'down')
      : [...cluster.nodes];
    if (up.length <= 1) return up;
    const first = cluster.balance === 'weighted' ? this.weightedPick(cluster.id, up) : this.roundRobin(cluster.id, up);
    return [up[first] as ClusterNode, ...up.filter((_, index) => index !== first)];
  }

  private roundRobin(clusterId: number, nodes: readonly ClusterNode[]): number {
    const turn = this.turns.get(clusterId) ?? 0;
    this.turns.set(clusterId, (turn + 1) % 1_000_000_007);
    return turn % nodes.length;
  }

  /** Smooth weighted round robin (as nginx): each pick adds every weight, takes the largest, subtracts the total. */
  private weightedPick(clusterId: number, nodes: readonly ClusterNode[]): number {
    let total = 0;
    let best = 0;
    let bestWeight = Number.NEGATIVE_INFINITY;
    nodes.forEach((node, index) => {
      const key = `${clusterId}|${node.host}|${node.port}`;
      const current = (this.weights.get(key) ?? 0) + node.weight;
      this.weights.set(key, current);
      total += node.weight;
      if (current > bestWeight) {
        bestWeight = current;
        best = index;
      }
    });
    const chosen = nodes[best] as ClusterNode;
    const key = `${clusterId}|${chosen.host}|${chosen.port}`;
    this.weights.set(key, (this.weights.get(key) ?? 0) - total);
    return best;
  }

  private agentOf(node: ClusterNode): http.Agent {
    const key = `${node.host}|${node.port}`;
    let agent = this.agents.get(key);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_NODE, maxFreeSockets: 64 });
      this.agents.set(key, agent);
    }
    return agent;
  }

  private send(node: ClusterNode, call: UpstreamCall, timeoutMs: number): Promise<UpstreamResult> {
    return new Promise((resolve, reject) => {
      const request = http.request({
        host: node.host,
        port: node.port,
        method: call.method,
        path: call.pathAndQuery,
        headers: { ...call.headers, 'content-length': String(call.body.length) },
        agent: this.agentOf(node),
      });
      const timer = setTimeout(() => request.destroy(new Timeout()), timeoutMs);
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > GATEWAY_RUNTIME_LIMITS.upstreamReplyMaxBytes) request.destroy(new TooLarge());
          else chunks.push(chunk);
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        response.on('end', () => {
          clearTimeout(timer);
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') headers[name] = value;
          }
          resolve({ kind: 'reply', status: response.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
        });
      });
      request.end(call.body);
    });
  }
}
