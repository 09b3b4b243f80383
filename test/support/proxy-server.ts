// A corporate proxy on loopback: CONNECT tunnels (for https://) and forwarded absolute-form
// requests (for http://), Basic authentication, and host names only it can resolve (the way a
// proxy reaches an internal service the runner cannot). Everything that reaches it is recorded.
import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";

export interface ProxiedRequest {
  /** "CONNECT" or the forwarded request's method. */
  method: string;
  /** host:port for CONNECT, the absolute URL otherwise. */
  target: string;
  /** The Proxy-Authorization header as received, decoded from base64; undefined without one. */
  credentials: string | undefined;
  /** The answer the proxy gave before tunnelling or forwarding (200, 407, 502, ...). */
  status: number;
}

export interface FakeProxyOptions {
  /** "user:password" the proxy requires; without it, anyone may pass. */
  credentials?: string;
  /** host:port -> the loopback host:port it really is. Unknown targets get 502. */
  hosts: Record<string, string>;
  /** Answer CONNECT with 200, then close the tunnel at once. */
  closeTunnels?: boolean;
}

export interface FakeProxy {
  /** http://127.0.0.1:<port>, without credentials. */
  url: string;
  /** host:port. */
  address: string;
  readonly requests: ProxiedRequest[];
  close(): Promise<void>;
}

export async function startFakeProxy(options: FakeProxyOptions): Promise<FakeProxy> {
  const requests: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();
  const admit = (request: IncomingMessage, target: string, destination: string | undefined) => {
    const header = request.headers["proxy-authorization"];
    const credentials =
      header === undefined
        ? undefined
        : Buffer.from(header.replace(/^Basic /i, ""), "base64").toString("utf8");
    const allowed = options.credentials === undefined || credentials === options.credentials;
    const status = !allowed ? 407 : destination === undefined ? 502 : 200;
    requests.push({ method: request.method ?? "", target, credentials, status });
    return status;
  };
  const server = createServer((request, response) => {
    const target = request.url ?? "";
    const url = URL.parse(target);
    const destination = url === null ? undefined : options.hosts[url.host];
    const status = admit(request, target, destination);
    if (status !== 200 || url === null || destination === undefined) {
      response.writeHead(status, { "proxy-authenticate": 'Basic realm="proxy"' }).end();
      return;
    }
    const [hostname, port] = destination.split(":");
    const headers = { ...request.headers };
    delete headers["proxy-authorization"];
    delete headers["proxy-connection"];
    const upstream = httpRequest(
      { hostname, port, method: request.method, path: url.pathname + url.search, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  server.on("connect", (request: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    const target = request.url ?? "";
    const destination = options.hosts[target];
    const status = admit(request, target, destination);
    if (status !== 200 || destination === undefined) {
      const reason = status === 407 ? "Proxy Authentication Required" : "Bad Gateway";
      const challenge = status === 407 ? 'Proxy-Authenticate: Basic realm="proxy"\r\n' : "";
      client.end(`HTTP/1.1 ${status} ${reason}\r\n${challenge}Content-Length: 0\r\n\r\n`);
      return;
    }
    if (options.closeTunnels) {
      client.end("HTTP/1.1 200 Connection Established\r\n\r\n");
      return;
    }
    const [hostname, port] = destination.split(":");
    const upstream = connect(Number(port), hostname, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    address: `127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
