// A small RFC 3161 timestamp authority for tests: `openssl ts -reply` behind HTTP on 127.0.0.1,
// with a certificate authority and a TSA certificate (extendedKeyUsage critical, timeStamping)
// made with openssl in a temporary directory at test time (no key is ever committed). It can go
// down, answer late, and sign with the certificate of another CA. openssl stamps the current time
// only: a token "minted later" is one minted now for a record whose recorded_at lies in the past.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll } from "vitest";

const run = promisify(execFile);

const CONFIG = `[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
serial = ./serial
crypto_device = builtin
signer_cert = ./tsa.pem
certs = ./tsa.pem
signer_key = ./tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
other_policies = 1.2.3.4.2
digests = sha256
accuracy = secs:1
ordering = no
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
[ tsa_ext ]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature
extendedKeyUsage = critical,timeStamping
[ ca_ext ]
basicConstraints = critical,CA:true
keyUsage = critical,keyCertSign,cRLSign
`;

/** A CA and a TSA certificate it issued, in `dir`: ca.pem, tsa.pem, tsa.key, tsa.cnf. */
async function makeAuthority(dir: string, name: string): Promise<void> {
  const openssl = (...args: string[]) => run("openssl", args, { cwd: dir });
  await writeFile(join(dir, "tsa.cnf"), CONFIG);
  await writeFile(join(dir, "serial"), "01\n");
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
  await openssl(
    "req", "-x509", ...ec, "-keyout", "ca.key", "-out", "ca.pem", "-days", "2",
    "-subj", `/CN=${name} CA`, "-config", "tsa.cnf", "-extensions", "ca_ext",
  ); // prettier-ignore
  await openssl("req", ...ec, "-keyout", "tsa.key", "-out", "tsa.csr", "-subj", `/CN=${name}`);
  await openssl(
    "x509", "-req", "-in", "tsa.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
    "-out", "tsa.pem", "-days", "2", "-extfile", "tsa.cnf", "-extensions", "tsa_ext",
  ); // prettier-ignore
}

export type TsaMode = "up" | "down" | "late";

export interface TestTsa {
  /** http://127.0.0.1:<port>/tsr */
  url: string;
  /** The PEM of the CA that issued the TSA's certificate: what `--tsa-ca` is given. */
  caPem: string;
  caFile: string;
  /** How many requests were answered with a token. */
  granted: () => number;
  /** down: HTTP 503; late: the answer waits `lateMs` (default 2 s). */
  setMode: (mode: TsaMode, lateMs?: number) => void;
  /** A token for `bytes`, minted now, without HTTP (for building ledgers). */
  stamp: (bytes: Uint8Array) => Promise<Uint8Array>;
  close: () => Promise<void>;
}

/** `name`: the TSA certificate's CN; its CA is "<name> CA". */
export async function startTestTsa(name = "Test TSA"): Promise<TestTsa> {
  const dir = await mkdtemp(join(tmpdir(), "test-tsa-"));
  await makeAuthority(dir, name);
  let mode: TsaMode = "up";
  let lateMs = 2000;
  let granted = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let counter = 0;
  // openssl ts keeps its serial in a file: one reply at a time.
  const reply = (query: Uint8Array) => {
    const next = queue.then(async () => {
      const id = counter++;
      const queryFile = join(dir, `q${id}.tsq`);
      const replyFile = join(dir, `r${id}.tsr`);
      await writeFile(queryFile, query);
      await run("openssl", ["ts", "-reply", "-queryfile", queryFile, "-config", "tsa.cnf",
        "-section", "tsa_config", "-out", replyFile], { cwd: dir }); // prettier-ignore
      const token = new Uint8Array(await readFile(replyFile));
      await Promise.all([rm(queryFile), rm(replyFile)]);
      return token;
    });
    queue = next.catch(() => undefined);
    return next;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (mode === "down") {
        res.writeHead(503).end("down for maintenance");
        return;
      }
      const answer = async () => {
        if (mode === "late") await new Promise((resolve) => setTimeout(resolve, lateMs));
        const token = await reply(Buffer.concat(chunks));
        granted++;
        res.writeHead(200, { "content-type": "application/timestamp-reply" }).end(token);
      };
      answer().catch((error: Error) => res.writeHead(500).end(error.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const stamp = async (bytes: Uint8Array) => {
    const id = counter++;
    const data = join(dir, `d${id}`);
    await writeFile(data, bytes);
    const query = join(dir, `d${id}.tsq`);
    await run("openssl", ["ts", "-query", "-data", data, "-sha256", "-cert", "-out", query]);
    const token = await reply(await readFile(query));
    await Promise.all([rm(data), rm(query)]);
    return token;
  };
  return {
    url: `http://127.0.0.1:${port}/tsr`,
    caPem: await readFile(join(dir, "ca.pem"), "utf8"),
    caFile: join(dir, "ca.pem"),
    granted: () => granted,
    setMode: (next, ms) => {
      mode = next;
      if (ms !== undefined) lateMs = ms;
    },
    stamp,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The test TSA and one under another CA, started before the file's tests and closed after. */
export function useTestTsas(): { readonly tsa: TestTsa; readonly other: TestTsa } {
  const servers = {} as { tsa: TestTsa; other: TestTsa };
  beforeAll(async () => {
    [servers.tsa, servers.other] = await Promise.all([startTestTsa(), startTestTsa("Other TSA")]);
  });
  afterAll(async () => {
    await Promise.all([servers.tsa.close(), servers.other.close()]);
  });
  return servers;
}
