// A Nozomi Networks Guardian on loopback, as its query endpoint is publicly described: GET
// /api/open/query/do?query=<N2QL> over `assets`, paged the way Nozomi's own integration pages
// (demisto/content, Packs/NozomiNetworks/Integrations/NozomiNetworks/NozomiNetworks.py,
// `find_assets`: `assets | sort id | where id > LAST | head N` until a page comes back short), the
// answer shaped as that integration's recorded sample (test_data/find_assets.json: `{"result":
// [...], "header": [...], "total": N}`, each asset with name, level, id, ip[], mac_address[],
// vendor, firmware_version with its `:info` source, serial_number, product_name, type, protocols,
// zones, custom_fields), `assets | count` for the count, and the two sign-ins of Nozomi's
// technical documentation ("OpenAPI setup"): Basic authentication, or an OpenAPI key posted to
// /api/open/sign_in for a JWT bearer token that "expires 30 minutes after being created", given
// back in the answer's Authorization header. Expiry is simulated by a number of requests.
import {
  type FakePlatform,
  type FakePlatformOptions,
  pageOfAssets,
  type PlatformAsset,
  type RecordedRequest,
  sendJson,
  startPlatform,
} from "./fake-platform.ts";

export const NOZOMI_TEST_USER = "cip-sync-api";
export const NOZOMI_TEST_PASSWORD = "hT5r-Yb9c-Nf2j-Xq6e";
export const NOZOMI_TEST_KEY_NAME = "AB12CD34EF";
export const NOZOMI_TEST_KEY_TOKEN = "pW4k-Jc8v-Rm2t-Hy6b-Qd3s";

export interface FakeNozomiOptions extends FakePlatformOptions {
  /** A signed-in token is refused (401) after this many requests with it: it expired. */
  tokenLifetime?: number;
  /**
   * Where the sign-in's answer carries the token, as public clients of the Open API read it:
   * "header", `Authorization: Bearer <jwt>` (demisto/content's NozomiNetworks integration reads
   * the header, the default); "bare-header", the JWT alone in that header; "body", a JSON body
   * `{"access_token", "token_type": "Bearer", "expires_in": 1800}` (SEKOIA-IO's automation
   * module); "none", neither.
   */
  signInAnswer?: "header" | "bare-header" | "body" | "none";
}

/** An asset as the query endpoint answers it. */
export function nozomiAsset(asset: PlatformAsset): Record<string, unknown> {
  return {
    name: asset.name,
    level: "1",
    id: asset.id,
    ip: ["10.20.0.1"],
    mac_address: ["00:02:3e:99:f2:89"],
    vendor: "Acme Automation",
    "vendor:info": { source: "passive" },
    firmware_version: asset.firmware,
    "firmware_version:info": { source: "passive" },
    serial_number: "",
    product_name: asset.model,
    "product_name:info": { source: "passive" },
    // Only where a test asks: the benchmark's answers stay the size they were measured at.
    ...(asset.osOrFirmware === undefined ? {} : { os: "", os_or_firmware: asset.osOrFirmware }),
    last_activity_time: Date.parse(asset.lastSeen),
    type: asset.type === "PLC" ? "PLC" : asset.type === "RTU" ? "RTU" : "HMI",
    "type:info": { source: "passive" },
    protocols: ["iec104"],
    zones: ["RemoteRTU"],
    custom_fields: { cip_system: asset.system },
  };
}

const PAGE = /^assets(?: \| where (.+?))? \| sort id(?: \| where id > (\S+))? \| head (\d+)$/u;
const COUNT = /^assets(?: \| where (.+?))? \| count$/u;

function queryOf(request: RecordedRequest): string | undefined {
  const prefix = "/api/open/query/do?query=";
  return request.target.startsWith(prefix) ? request.target.slice(prefix.length) : undefined;
}

export function startFakeNozomi(options: FakeNozomiOptions): Promise<FakePlatform> {
  const faults = options.faults ?? {};
  // Sorted by id, as the query asks, whatever order the test gave them in.
  const assets = [...options.assets].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  /** How many assets have an id up to `last`: the index the next page starts at. */
  const startOf = (last: string | undefined): number => {
    if (last === undefined) return 0;
    let [low, high] = [0, assets.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (assets[middle]!.id <= last) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const pageOf = (request: RecordedRequest): number | undefined => {
    const match = PAGE.exec(queryOf(request) ?? "");
    if (match === null) return undefined;
    return Math.floor(startOf(match[2]) / Number(match[3])) + 1;
  };
  const tokens = new Map<string, number>();
  let issued = 0;
  const basic = `Basic ${Buffer.from(`${NOZOMI_TEST_USER}:${NOZOMI_TEST_PASSWORD}`).toString("base64")}`;
  return startPlatform(options, pageOf, (request, response) => {
    if (request.method === "POST" && request.target === "/api/open/sign_in") {
      const body = JSON.parse(request.body || "{}") as Record<string, unknown>;
      if (body.key_name !== NOZOMI_TEST_KEY_NAME || body.key_token !== NOZOMI_TEST_KEY_TOKEN) {
        sendJson(response, 401, { error: "invalid key" });
        return;
      }
      issued += 1;
      const token = `eyJhbGciOiJIUzI1NiJ9.fake-jwt-${issued}-0123456789abcdef`;
      tokens.set(token, 0);
      const answer = options.signInAnswer ?? "header";
      if (answer === "body")
        sendJson(response, 200, { access_token: token, token_type: "Bearer", expires_in: 1800 });
      else if (answer === "none") sendJson(response, 200, {});
      else
        sendJson(
          response,
          200,
          {},
          {
            authorization: answer === "header" ? `Bearer ${token}` : token,
          },
        );
      return;
    }
    if (!authorised(request.headers.authorization, basic, tokens, options.tokenLifetime)) {
      sendJson(response, 401, { error: "unauthorized" });
      return;
    }
    const query = queryOf(request) ?? "";
    if (COUNT.test(query)) {
      const count = assets.length + (faults.countSkew ?? 0);
      sendJson(response, 200, { result: [{ count }], header: ["count"], total: 1 });
      return;
    }
    const match = PAGE.exec(query);
    if (match === null) {
      sendJson(response, 200, { result: [], error: `unsupported query: ${query}` });
      return;
    }
    const head = Number(match[3]);
    const start = startOf(match[2]);
    const page = Math.floor(start / head) + 1;
    const result = pageOfAssets(assets, start, head, page, faults).map(nozomiAsset);
    sendJson(response, 200, { result, header: Object.keys(result[0] ?? {}), total: result.length });
  });
}

function authorised(
  header: string | undefined,
  basic: string,
  tokens: Map<string, number>,
  lifetime: number | undefined,
): boolean {
  if (header === basic) return true;
  const token = /^Bearer (.+)$/u.exec(header ?? "")?.[1];
  const used = token === undefined ? undefined : tokens.get(token);
  if (token === undefined || used === undefined) return false;
  if (lifetime !== undefined && used >= lifetime) return false;
  tokens.set(token, used + 1);
  return true;
}
