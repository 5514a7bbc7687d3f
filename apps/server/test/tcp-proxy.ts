import net from 'node:net';

/**
 * A TCP relay between the server and its database, to stage outages deterministically:
 * `refuse()` cuts every connection and refuses new ones (a database down: ECONNREFUSED),
 * `blackhole()` cuts them and then accepts without ever answering (a vanished host),
 * `restore()` relays again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'relay' | 'blackhole' = 'relay';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'blackhole') return;
    const upstream = net.connect(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const cutAll = () => sockets.forEach((socket) => socket.destroy());
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    /** How many connections it holds (both sides of each relayed one). */
    get connections() {
      return sockets.size;
    },
    async refuse() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        cutAll();
      });
    },
    async blackhole() {
      mode = 'blackhole';
      cutAll();
      if (!server.listening) await listen(port);
    },
    async restore() {
      mode = 'relay';
      cutAll();
      if (!server.listening) await listen(port);
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        cutAll();
      });
    },
  };
}
export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
