/**
 * A TCP proxy in front of PostgreSQL that can cut the database away: every open connection is reset and new ones are
 * reset as soon as they arrive, until it is restored. Used by the outage test and the fault script (bench/db-fault.ts).
 */
import net from 'node:net';

export type CutProxy = {
  port: number;
  /** The given database URL with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  /**
   * Resets every open connection; until restore(), new ones are reset at once or, `silent`, left unanswered (a
   * database host that vanished from the network), and closed at restore().
   */
  cut(mode?: 'reset' | 'silent'): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startCutProxy(target: { host: string; port: number }, listenPort = 0): Promise<CutProxy> {
  const sockets = new Set<net.Socket>();
  let down: false | 'reset' | 'silent' = false;
  const held = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset is the point of this proxy; its errors are expected on both sides.
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    if (down === 'reset') client.resetAndDestroy();
    if (down === 'silent') held.add(client);
    if (down) return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut(mode = 'reset') {
      down = mode;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      down = false;
      for (const socket of held) socket.destroy();
      held.clear();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
