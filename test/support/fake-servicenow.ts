// A ServiceNow instance on loopback, as its Table API is publicly described: GET
// /api/now/table/{table} with sysparm_query, sysparm_fields (only those fields answered),
// sysparm_limit (default 10,000) and sysparm_offset; the answer `{"result": [...]}` with the
// X-Total-Count header and a Link header of absolute first/prev/next/last URLs. Sources: the
// Table API's parameters as ServiceNow's documentation states them (quoted in ServiceNow
// community answers: "sysparm_limit ... The default is 10000", sysparm_offset "to skip"), a
// response captured from a real instance (gist bryanbarnard/ee1d952604a11e0f0342: `Link:
// <https://.../api/now/table/incident?sysparm_limit=1&sysparm_fields=number&sysparm_offset=1>;
// rel="next"`, `X-Total-Count: 550`, body `{"result":[{"number":"INC0000001"}]}`), and the words
// of ServiceNow's 401 (Okta's knowledge base, "ServiceNow UD provisioning error 401: User Not
// Authenticated, Required to provide Auth information"), in ServiceNow's `{"error": {...},
// "status": "failure"}` shape; 403 is an ACL's refusal (IBM TADDM's appendix of ServiceNow's REST
// status codes). Basic auth or an OAuth bearer token.
import type { ServerResponse } from "node:http";
import {
  type FakePlatform,
  type FakePlatformOptions,
  pageOfAssets,
  type PlatformAsset,
  type PlatformFaults,
  type RecordedRequest,
  sendJson,
  startPlatform,
} from "./fake-platform.ts";

export const SERVICENOW_TEST_USER = "cip.sync.reader";
export const SERVICENOW_TEST_PASSWORD = "kV8s-Qm3x-Lp7d-Wz2n";
export const SERVICENOW_TEST_TOKEN = "snow-oauth-access-token-QmPtRwZkXnLvHsJy";

export interface FakeServicenowOptions extends FakePlatformOptions {
  /** Where the Link header's next points instead of this instance (a hostile proxy or instance). */
  nextOrigin?: string;
}

/**
 * A record as the fake's cmdb_ci_ot holds it: ServiceNow's own fields (the model dot-walked, as
 * sysparm_fields=model_id.name answers it), and two u_ fields.
 */
export function servicenowRecord(asset: PlatformAsset): Record<string, string> {
  return {
    sys_id: asset.id.replaceAll("-", ""),
    name: asset.name,
    sys_class_name: "cmdb_ci_ot",
    u_cip_system: asset.system,
    u_device_type: asset.type,
    "model_id.name": asset.model,
    firmware_version: asset.firmware,
    os: "",
    os_version: "",
    // The Table API's raw date-time: UTC, "YYYY-MM-DD HH:MM:SS".
    last_discovered: asset.lastSeen.slice(0, 19).replace("T", " "),
  };
}

function pageOf(request: RecordedRequest): number | undefined {
  const url = new URL(request.target, "http://fake");
  if (!url.pathname.startsWith("/api/now/table/")) return undefined;
  const limit = Number(url.searchParams.get("sysparm_limit") ?? 10_000);
  return Math.floor(Number(url.searchParams.get("sysparm_offset") ?? 0) / limit) + 1;
}

export function startFakeServicenow(options: FakeServicenowOptions): Promise<FakePlatform> {
  const faults = options.faults ?? {};
  const basic = `Basic ${Buffer.from(`${SERVICENOW_TEST_USER}:${SERVICENOW_TEST_PASSWORD}`).toString("base64")}`;
  return startPlatform(options, pageOf, (request, response, origin) => {
    const authorization = request.headers.authorization;
    if (authorization !== basic && authorization !== `Bearer ${SERVICENOW_TEST_TOKEN}`) {
      sendJson(response, 401, {
        error: {
          message: "User Not Authenticated",
          detail: "Required to provide Auth information",
        },
        status: "failure",
      });
      return;
    }
    const url = new URL(request.target, origin);
    if (url.pathname !== "/api/now/table/cmdb_ci_ot") {
      sendJson(response, 400, { error: { message: "Invalid table" }, status: "failure" });
      return;
    }
    answerPage(url, response, options, faults);
  });
}

function answerPage(
  url: URL,
  response: ServerResponse,
  options: FakeServicenowOptions,
  faults: PlatformFaults,
): void {
  const limit = Number(url.searchParams.get("sysparm_limit") ?? 10_000);
  const offset = Number(url.searchParams.get("sysparm_offset") ?? 0);
  const fields = url.searchParams.get("sysparm_fields")?.split(",");
  const page = Math.floor(offset / limit) + 1;
  const result = pageOfAssets(options.assets, offset, limit, page, faults).map((asset) => {
    const record = servicenowRecord(asset);
    return fields === undefined
      ? record
      : Object.fromEntries(fields.map((field) => [field, record[field] ?? ""]));
  });
  const total = options.assets.length;
  const at = (to: number): string => {
    const link = new URL(url.href.replace(url.origin, options.nextOrigin ?? url.origin));
    link.searchParams.set("sysparm_offset", String(to));
    return link.href;
  };
  const last = Math.max(0, Math.floor((total - 1) / limit) * limit);
  const links = [`<${at(0)}>;rel="first"`];
  if (offset > 0) links.push(`<${at(offset - limit)}>;rel="prev"`);
  if (offset + limit < total) links.push(`<${at(offset + limit)}>;rel="next"`);
  links.push(`<${at(last)}>;rel="last"`);
  sendJson(
    response,
    200,
    { result },
    { link: links.join(","), "x-total-count": String(total + (faults.countSkew ?? 0)) },
  );
}
