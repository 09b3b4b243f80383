// A private certificate authority made for one test run with the openssl binary (nothing committed
// as a key), and a TLS front on loopback that terminates TLS with its certificates and passes the
// bytes on to a plain-HTTP server (the emulator), as a corporate reverse proxy would.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { type AddressInfo, connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer as createTlsServer } from "node:tls";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface TestCertificates {
  dir: string;
  /** The authority's certificate, PEM, and the file that holds it (for NODE_EXTRA_CA_CERTS). */
  ca: string;
  caFile: string;
  /** The server's key and a certificate for `hostnames`, valid now. */
  key: string;
  cert: string;
  /** The same key, certified for `hostnames` in January 2020 only. */
  expiredCert: string;
}

/** True when an openssl binary can be run. */
export async function hasOpenssl(): Promise<boolean> {
  try {
    await run("openssl", ["version"]);
    return true;
  } catch {
    return false;
  }
}

export async function makeCertificates(hostnames: string[]): Promise<TestCertificates> {
  const dir = await mkdtemp(join(tmpdir(), "cip-test-ca-"));
  const at = (file: string) => join(dir, file);
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
  await run("openssl", [
    ...["req", "-x509", ...ec, "-keyout", at("ca.key"), "-out", at("ca.pem")],
    ...["-subj", "/CN=cip-sync test CA", "-days", "2"],
    ...["-addext", "basicConstraints=critical,CA:TRUE"],
    ...["-addext", "keyUsage=critical,keyCertSign"],
  ]);
  await run("openssl", [
    ...["req", "-new", ...ec, "-keyout", at("server.key"), "-out", at("server.csr")],
    ...["-subj", `/CN=${hostnames[0]}`],
  ]);
  const altNames = hostnames.map((name) => `DNS:${name}`).join(",");
  await writeFile(at("ext.cnf"), `subjectAltName=${altNames}\n`);
  await writeFile(at("index.txt"), "");
  await writeFile(at("serial"), "1000\n");
  await writeFile(
    at("ca.cnf"),
    [
      "[ca]",
      "default_ca = test",
      "[test]",
      `database = ${at("index.txt")}`,
      `new_certs_dir = ${dir}`,
      `certificate = ${at("ca.pem")}`,
      `private_key = ${at("ca.key")}`,
      `serial = ${at("serial")}`,
      "default_md = sha256",
      "policy = any",
      "unique_subject = no",
      "[any]",
      "commonName = supplied",
      "",
    ].join("\n"),
  );
  const sign = (out: string, validity: string[]) =>
    run("openssl", [
      ...["ca", "-batch", "-notext", "-config", at("ca.cnf"), "-in", at("server.csr")],
      ...["-out", at(out), "-extfile", at("ext.cnf"), ...validity],
    ]);
  await sign("server.pem", ["-days", "2"]);
  await sign("expired.pem", ["-startdate", "20200101000000Z", "-enddate", "20200102000000Z"]);
  const read = (file: string) => readFile(at(file), "utf8");
  return {
    dir,
    ca: await read("ca.pem"),
    caFile: at("ca.pem"),
    key: await read("server.key"),
    cert: await read("server.pem"),
    expiredCert: await read("expired.pem"),
  };
}

export interface TlsFront {
  /** 127.0.0.1:<port>. */
  address: string;
  close(): Promise<void>;
}

/** TLS on loopback with `key` and `cert`, passing the plain bytes on to `upstream` (host:port). */
export async function startTlsFront(options: {
  key: string;
  cert: string;
  upstream: string;
}): Promise<TlsFront> {
  const [host, port] = options.upstream.split(":");
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createTlsServer({ key: options.key, cert: options.cert }, (client) => {
    track(client);
    const upstream = connect(Number(port), host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
  });
  // A handshake the client refuses is the point of some tests, not an error of the front.
  server.on("tlsClientError", () => {});
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    address,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}
