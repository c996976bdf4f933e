// A TCP proxy a test can cut and restore, to stand for a node that disappears and comes back.
import net from 'node:net';

export interface TcpProxy {
  url: string;
  /** Refuses new connections and drops open ones. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: URL): Promise<TcpProxy> {
  let available = true;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!available) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    down() {
      available = false;
      for (const socket of open) socket.destroy();
    },
    up() {
      available = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
