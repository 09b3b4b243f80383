// The netbox source against a fake NetBox on loopback: every page read, a failed page fails the
// read, the token never leaves NetBox's origin nor appears in a message.
import { describe, expect, it, onTestFinished } from "vitest";
import { readNetboxRows } from "../../../src/io/sources/netbox-source.ts";
import type { NetboxSource } from "../../../src/core/sources/sources-schema.ts";
import { fakeDevices, NETBOX_TEST_TOKEN, startFakeNetbox } from "../../support/fake-netbox.ts";
import { startFakeProxy } from "../../support/proxy-server.ts";

const SYSTEMS = ["Echo EMS", "Foxtrot SCADA"];

function sourceAt(url: string): NetboxSource {
  return {
    name: "netbox",
    kind: "netbox",
    url,
    filters: { tag: "cip", status: "active" },
    system: "custom_fields.cip_system",
    asset_name: "name",
    type: { field: "role.slug", map: { rtu: "hardware", plc: "hardware", relay: "hardware" } },
    systems: SYSTEMS,
    out: "inventory/netbox/",
  };
}

const env = { NETBOX_TOKEN: NETBOX_TEST_TOKEN };

describe("readNetboxRows", () => {
  it("reads three pages of 1000 through next, with the filters", async () => {
    const netbox = await startFakeNetbox({ devices: fakeDevices(2500, SYSTEMS) });
    const rows = await readNetboxRows(sourceAt(netbox.url), { env });
    expect(rows).toHaveLength(2500);
    expect(rows[2499]).toEqual({
      place: "NetBox device 2500",
      name: "dev-02500",
      system: "Foxtrot SCADA",
      type: "rtu",
    });
    expect(netbox.requests).toEqual([
      "/api/dcim/devices/?status=active&tag=cip&limit=1000&offset=0",
      "/api/dcim/devices/?status=active&tag=cip&limit=1000&offset=1000",
      "/api/dcim/devices/?status=active&tag=cip&limit=1000&offset=2000",
    ]);
  });

  it.each([
    {
      case: "a 500 on page 2",
      options: { failPage: 2 },
      env,
      message:
        'source "netbox": page 2 (/api/dcim/devices/?status=active&tag=cip&limit=1000&offset=1000) was answered with HTTP 500; nothing was written',
    },
    {
      case: "a wrong token",
      options: {},
      env: { NETBOX_TOKEN: "wrong-token-wrong-token" },
      message:
        'source "netbox": page 1 (/api/dcim/devices/?status=active&tag=cip&limit=1000&offset=0) was answered with HTTP 403: check NETBOX_TOKEN and the account\'s roles in NetBox; nothing was written',
    },
    {
      case: "no token",
      options: {},
      env: {},
      message:
        'source "netbox": NETBOX_TOKEN is not set (or not one line); set it to the secret of a NetBox account that may read the assets',
    },
    {
      case: "a next page on another origin",
      options: { nextOrigin: "http://127.0.0.2:9" },
      env,
      message:
        'source "netbox": NetBox\'s next page is on another origin ("http://127.0.0.2:9", not ORIGIN); set url to the address NetBox calls itself (BASE_URL); nothing was written',
    },
    {
      case: "a next page that does not advance",
      options: { stuckOffset: 1000 },
      env,
      message:
        "source \"netbox\": NetBox's next page after page 2 is one already read (/api/dcim/devices/?status=active&tag=cip&limit=1000&offset=1000), so paging would not end; check NetBox's pagination (PAGINATE_COUNT, MAX_PAGE_SIZE) and any proxy rewriting its URLs; nothing was written",
    },
  ])("fails on $case, never showing the token", async ({ options, env: given, message }) => {
    const netbox = await startFakeNetbox({ devices: fakeDevices(2500, SYSTEMS), ...options });
    const failure = await readNetboxRows(sourceAt(netbox.url), { env: given }).catch(
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(message.replace("ORIGIN", netbox.url));
    expect((failure as Error).message).not.toContain(NETBOX_TEST_TOKEN.slice(0, 8));
    expect(netbox.requests.every((path) => path.startsWith("/api/dcim/devices/"))).toBe(true);
  });

  // The sources file takes any http:// or https:// url (docs/sources.md); the read refuses plain
  // http:// to another machine before any request.
  it.each([
    ["http://netbox.example.internal", "netbox.example.internal"],
    ["http://10.0.0.5:8000", "10.0.0.5"],
  ])("refuses %s: http:// only on loopback", async (url, host) => {
    await expect(readNetboxRows(sourceAt(url), { env })).rejects.toThrow(
      `source "netbox": url uses http:// to ${host}; NetBox is reached over https:// (http:// only on loopback)`,
    );
  });

  it("goes through the proxy the environment names, as every other call", async () => {
    const netbox = await startFakeNetbox({ devices: fakeDevices(1500, SYSTEMS) });
    const host = new URL(netbox.url).host;
    const proxy = await startFakeProxy({
      credentials: "builder:pw-secret",
      hosts: { [host]: host },
    });
    onTestFinished(() => proxy.close());
    const proxyUrl = `http://builder:pw-secret@${proxy.address}`;
    const rows = await readNetboxRows(sourceAt(netbox.url), {
      env: { ...env, HTTP_PROXY: proxyUrl },
    });
    expect(rows).toHaveLength(1500);
    expect(
      proxy.requests.map((request) => [request.method, request.target, request.credentials]),
    ).toEqual([
      [
        "GET",
        `${netbox.url}/api/dcim/devices/?status=active&tag=cip&limit=1000&offset=0`,
        "builder:pw-secret",
      ],
      [
        "GET",
        `${netbox.url}/api/dcim/devices/?status=active&tag=cip&limit=1000&offset=1000`,
        "builder:pw-secret",
      ],
    ]);
  });
});
