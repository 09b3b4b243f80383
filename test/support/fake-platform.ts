// What the three platform fakes (fake-servicenow.ts, fake-tenable-ot.ts, fake-nozomi.ts) share: a
// server on loopback that records every request, the assets they serve, and the faults a test
// can ask of a page (a status, rate limiting, a short or repeated page, a count that disagrees).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";

/** An asset as the tests think of it; each fake answers it in its platform's own fields. */
export interface PlatformAsset {
  /** Sorted as the platform sorts ids: the fakes' ids are in ascending order. */
  id: string;
  name: string;
  system: string;
  type: string;
  /** The model the platform identified, and its firmware's version. */
  model: string;
  firmware: string;
  /** When the platform last observed it (ISO 8601 UTC). */
  lastSeen: string;
  /**
   * What Nozomi's `os_or_firmware` says where passive discovery left `product_name` and
   * `firmware_version` empty (all eight assets of its public sample); absent: not answered.
   */
  osOrFirmware?: string;
  /** Hidden by a user of the platform (Tenable OT Security's `hidden`); absent: not hidden. */
  hidden?: boolean;
}

/** When the fakes' platforms last observed every asset. */
export const LAST_SEEN = "2026-11-20T10:00:00.000Z";

export interface PlatformFaults {
  /** Answer this status to page N (1-based), every time. */
  status?: { page: number; status: number };
  /** Answer 429 (or 503) with this Retry-After to page N, `times` times, then the page. */
  rateLimited?: { page: number; times: number; status?: 429 | 503; retryAfter?: string };
  /** Page N comes back with one asset fewer than asked. */
  shortPage?: number;
  /** Page N answers page N-1's assets again. */
  repeatPage?: number;
  /** The count the platform reports is off by this many. */
  countSkew?: number;
}

/** What every fake is started with: the assets it holds and the faults of its pages. */
export interface FakePlatformOptions {
  assets: readonly PlatformAsset[];
  faults?: PlatformFaults;
  /** Closed by its caller (the benchmark), not when the test ends. */
  standalone?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** Path and query as sent. */
  path: string;
  /** Path and query, decoded. */
  target: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakePlatform {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

/** `count` assets over `systems`, types cycling PLC, RTU, HMI, ids ascending. */
export function platformAssets(count: number, systems: readonly string[]): PlatformAsset[] {
  const types = ["PLC", "RTU", "HMI"];
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`,
    name: `ot-${String(index + 1).padStart(5, "0")}`,
    system: systems[index % systems.length] ?? "",
    type: types[index % types.length] ?? "",
    model: "SEL-451",
    firmware: `2.${index % 7}.0`,
    lastSeen: LAST_SEEN,
  }));
}

/**
 * The assets of page `page` (1-based) of `size` from `start`, with the faults: a repeated page
 * answers the page before it, a short page one asset fewer.
 */
export function pageOfAssets(
  assets: readonly PlatformAsset[],
  start: number,
  size: number,
  page: number,
  faults: PlatformFaults,
): PlatformAsset[] {
  const from = faults.repeatPage === page ? Math.max(0, start - size) : start;
  const slice = assets.slice(from, from + size);
  return faults.shortPage === page ? slice.slice(0, -1) : slice;
}

/**
 * A server on loopback answering with `handle` once the faults of the page it says it is have
 * been applied. `pageOf` tells the page of a request (undefined: not a page, e.g. a sign-in).
 */
export async function startPlatform(
  options: FakePlatformOptions,
  pageOf: (request: RecordedRequest) => number | undefined,
  handle: (request: RecordedRequest, response: ServerResponse, origin: string) => void,
): Promise<FakePlatform> {
  const faults = options.faults ?? {};
  const requests: RecordedRequest[] = [];
  const limited = new Map<number, number>();
  let origin = "";
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: RecordedRequest = {
        method: incoming.method ?? "GET",
        path: incoming.url ?? "/",
        target: decodeURIComponent(incoming.url ?? "/"),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      const page = pageOf(request);
      if (page !== undefined && faults.status?.page === page) {
        sendJson(response, faults.status.status, { error: { message: "refused by the fake" } });
        return;
      }
      const limit = faults.rateLimited;
      if (page !== undefined && limit?.page === page && (limited.get(page) ?? 0) < limit.times) {
        limited.set(page, (limited.get(page) ?? 0) + 1);
        const headers: Record<string, string> =
          limit.retryAfter === undefined ? {} : { "retry-after": limit.retryAfter };
        sendJson(response, limit.status ?? 429, { error: "rate limited" }, headers);
        return;
      }
      handle(request, response, origin);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  if (options.standalone !== true) onTestFinished(close);
  return { url: origin, requests, close };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
