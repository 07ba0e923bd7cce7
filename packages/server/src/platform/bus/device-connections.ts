import type { Client } from 'aedes';

/** Devices by their live connections: presence changes only when the first connects or the last goes. */
export class DeviceConnections {
  private readonly devKeyOf = new Map<Client, string>();
  private readonly clientsOf = new Map<string, Set<Client>>();

  add(client: Client, devKey: string): boolean {
    this.devKeyOf.set(client, devKey);
    const clients = this.clientsOf.get(devKey) ?? new Set<Client>();
    clients.add(client);
    this.clientsOf.set(devKey, clients);
    return clients.size === 1;
  }

  /** The devKey whose last connection this was, or undefined. */
  remove(client: Client): string | undefined {
    const devKey = this.devKeyOf.get(client);
    if (devKey === undefined) return undefined;
    this.devKeyOf.delete(client);
    const clients = this.clientsOf.get(devKey);
    clients?.delete(client);
    if (clients && clients.size > 0) return undefined;
    this.clientsOf.delete(devKey);
    return devKey;
  }

  devKey(client: Client): string | undefined {
    return this.devKeyOf.get(client);
  }

  clients(devKey: string): Client[] {
    return [...(this.clientsOf.get(devKey) ?? [])];
  }
}
