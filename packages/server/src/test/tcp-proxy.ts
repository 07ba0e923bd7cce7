import net from 'node:net';

/** A TCP proxy to a local service that a test can cut and restore, to play an outage of that service. */
export interface TcpProxy {
  port: number;
  /** Resets every open connection and every new one until restored. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Starts a proxy on a free port to 127.0.0.1:targetPort. */
export const startTcpProxy = async (targetPort: number): Promise<TcpProxy> => {
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut: () => {
      down = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore: () => {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
