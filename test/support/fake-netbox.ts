// A small NetBox on loopback: /api/dcim/devices/ paged with limit and offset, `next` as an
// absolute URL until the last page, Token auth. A page can be made to fail, and every request's
// path is recorded, so tests see what was asked.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";

export const NETBOX_TEST_TOKEN = "0123456789abcdef0123456789abcdef01234567";

export interface FakeDevice {
  id: number;
  name: string;
  role: { slug: string };
  custom_fields: { cip_system: string | null };
}

export interface FakeNetbox {
  url: string;
  /** Path and query of every request, in order. */
  requests: string[];
  close: () => Promise<void>;
}

export interface FakeNetboxOptions {
  devices: FakeDevice[];
  /** Answer 500 to this page (1-based). */
  failPage?: number;
  /** Where `next` points instead of this server (a hostile NetBox). */
  nextOrigin?: string;
  /** `next` stays at this offset once reached (a NetBox whose paging does not advance). */
  stuckOffset?: number;
}

/** `count` devices over the given systems, roles cycling rtu, plc, relay. */
export function fakeDevices(count: number, systems: readonly string[]): FakeDevice[] {
  const roles = ["rtu", "plc", "relay"];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `dev-${String(index + 1).padStart(5, "0")}`,
    role: { slug: roles[index % roles.length]! },
    custom_fields: { cip_system: systems[index % systems.length]! },
  }));
}

export async function startFakeNetbox(options: FakeNetboxOptions): Promise<FakeNetbox> {
  const requests: string[] = [];
  let origin = "";
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", origin);
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown): void => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Token ${NETBOX_TEST_TOKEN}`) {
      send(403, { detail: "Invalid token" });
      return;
    }
    if (url.pathname !== "/api/dcim/devices/") {
      send(404, { detail: "Not found." });
      return;
    }
    const limit = Number(url.searchParams.get("limit") ?? 50);
    const offset = Number(url.searchParams.get("offset") ?? 0);
    if (options.failPage === Math.floor(offset / limit) + 1) {
      send(500, { error: "server error" });
      return;
    }
    const results = options.devices.slice(offset, offset + limit);
    const next = new URL(url.href.replace(origin, options.nextOrigin ?? origin));
    const nextOffset = offset + limit;
    next.searchParams.set(
      "offset",
      String(Math.min(nextOffset, options.stuckOffset ?? nextOffset)),
    );
    send(200, {
      count: options.devices.length,
      next: offset + limit < options.devices.length ? next.href : null,
      previous: null,
      results,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  onTestFinished(close);
  return { url: origin, requests, close };
}
