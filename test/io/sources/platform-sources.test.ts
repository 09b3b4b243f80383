// The servicenow, tenable-ot and nozomi readers against their fakes on loopback: three pages read
// whole; each fault of a page (401, 403, 429 and 503 beyond the tries, a short page, a repeated
// page, a count that disagrees) fails the read naming the page, never holding any part of the
// secret; 429 and 503 retried after Retry-After; the credential only from its variables, only to
// the platform's origin, only over https:// or loopback; the proxy honoured.
import { describe, expect, it, onTestFinished } from "vitest";
import type { PlatformFaults } from "../../support/fake-platform.ts";
import { platformAssets } from "../../support/fake-platform.ts";
import { startFakeServicenow } from "../../support/fake-servicenow.ts";
import { startFakeTenableOt, TENABLE_OT_TEST_KEY } from "../../support/fake-tenable-ot.ts";
import {
  NOZOMI_TEST_KEY_NAME,
  NOZOMI_TEST_KEY_TOKEN,
  startFakeNozomi,
} from "../../support/fake-nozomi.ts";
import { PLATFORM_KINDS, PLATFORM_SYSTEMS } from "../../support/platform-kinds.ts";
import { startFakeProxy } from "../../support/proxy-server.ts";
import { hasOpenssl, makeCertificates, startTlsFront } from "../../support/tls-front.ts";
import { rm } from "node:fs/promises";
import { expectNoFragmentOf } from "../../support/secret-fragments.ts";
import type {
  NozomiSource,
  ServicenowSource,
  TenableOtSource,
} from "../../../src/core/sources/sources-schema.ts";
import { MAX_TRIES } from "../../../src/io/sources/platform-http.ts";
import { assetsQuery } from "../../../src/io/sources/tenable-ot-source.ts";

const ASSETS = platformAssets(25, PLATFORM_SYSTEMS);
const noWait = (waits: number[]) => (milliseconds: number) => {
  waits.push(milliseconds);
  return Promise.resolve();
};

describe.each(PLATFORM_KINDS)("the $kind reader", (kind) => {
  // "check TENABLE_OT_API_KEY and ...", "check NOZOMI_USER and NOZOMI_PASSWORD, and ...".
  const comma = kind.credentialVariables.includes(" and ") ? "," : "";
  it("reads three pages of 10 into 25 rows, each at its place", async () => {
    const fake = await kind.start(ASSETS);
    const rows = await kind.read(kind.source(fake.url, 10), { env: kind.env });
    expect(rows).toHaveLength(25);
    const asset = ASSETS[24]!;
    expect(rows[24]).toEqual({
      place: kind.place(asset),
      name: "ot-00025",
      system: "Echo EMS",
      type: kind.kind === "tenable-ot" ? "PlcType" : "PLC",
      id: kind.recordId(asset),
    });
    const pages = fake.requests.filter((request) => !request.target.includes("| count"));
    expect(pages).toHaveLength(3);
  });

  it("hands each page's rows on as the page arrives, at most one page asked ahead", async () => {
    const fake = await kind.start(ASSETS);
    // The requests made when each row was handed over: page n's rows go before page n + 2 is
    // asked (page n + 1 may be asked first, for the platform to prepare while they are mapped),
    // so a read holds no more than the page it maps and the answer after it (Nozomi counts first).
    const asked: number[] = [];
    await kind.readInto(
      kind.source(fake.url, 10),
      { env: kind.env },
      { push: () => asked.push(fake.requests.length) },
    );
    const before = kind.kind === "nozomi" ? 1 : 0;
    const ahead = asked.map((made, index) => made - (before + Math.floor(index / 10) + 1));
    expect(ahead).toHaveLength(ASSETS.length);
    expect(ahead.filter((pages) => pages !== 0 && pages !== 1)).toEqual([]);
  });

  it.each<{ case: string; faults: PlatformFaults; says: string; page: number }>([
    {
      case: "a 403 on page 2",
      faults: { status: { page: 2, status: 403 } },
      says: `was answered with HTTP 403: check ${kind.credentialVariables}${comma} and the account's roles in`,
      page: 2,
    },
    {
      // A redirect is never followed: the credential would go with it, perhaps to another origin.
      case: "a redirect on page 2",
      faults: { status: { page: 2, status: 307 } },
      says: "was answered with HTTP 307; nothing was written",
      page: 2,
    },
    {
      case: "a 500 on page 3",
      faults: { status: { page: 3, status: 500 } },
      says: "was answered with HTTP 500; nothing was written",
      page: 3,
    },
    {
      case: `429 on page 2 ${MAX_TRIES} times`,
      faults: { rateLimited: { page: 2, times: MAX_TRIES, retryAfter: "0" } },
      says: `was answered with HTTP 429 ${MAX_TRIES} times; run the sync later`,
      page: 2,
    },
    {
      case: "503 on page 2 asking to wait an hour",
      faults: { rateLimited: { page: 2, times: 1, status: 503, retryAfter: "3600" } },
      says: "was answered with HTTP 503 asking to wait longer than 120 seconds (Retry-After)",
      page: 2,
    },
    {
      case: "a repeated page 2",
      faults: { repeatPage: 2 },
      says: "of page 1, so its paging does not advance or its order changed while it was read",
      page: 2,
    },
  ])("fails on $case, naming the page, holding no secret", async ({ faults, says, page }) => {
    const fake = await kind.start(ASSETS, faults);
    const failure = await kind
      .read(kind.source(fake.url, 10), { env: kind.env, wait: noWait([]) })
      .then(
        () => new Error("the read succeeded"),
        (error: unknown) => error as Error,
      );
    expect(failure.message).toContain(`source "cmdb": page ${page} (`);
    expect(failure.message).toContain(says);
    expect(failure.message).toMatch(/nothing was written$/);
    for (const [user, secret] of kind.secrets) expectNoFragmentOf(failure.message, user, secret);
  });

  it("drops the page asked ahead of a page that fails, without waiting to ask it again", async () => {
    const fake = await kind.start(ASSETS, {
      repeatPage: 2,
      rateLimited: { page: 3, times: 3, status: 429, retryAfter: "7" },
    });
    const waits: number[] = [];
    const failure = await kind
      .read(kind.source(fake.url, 10), { env: kind.env, wait: noWait(waits) })
      .catch((error: unknown) => error as Error);
    expect((failure as Error).message).toContain(`source "cmdb": page 2 (`);
    expect((failure as Error).message).toContain("of page 1, so its paging does not advance");
    expect(waits).toEqual([]);
    const pages = fake.requests.filter((request) => !request.target.includes("| count"));
    expect(pages.length).toBeLessThanOrEqual(3);
  });

  it("fails on a short page or a count that disagrees, naming the page", async () => {
    for (const faults of [{ shortPage: 2 }, { countSkew: 1 }, { countSkew: -1 }]) {
      const fake = await kind.start(ASSETS, faults);
      const failure = await kind
        .read(kind.source(fake.url, 10), { env: kind.env })
        .catch((error: unknown) => error as Error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(
        /^source "cmdb": page \d \(\/.*(came back short|where .* counted \d+|but .* said)/,
      );
      expect((failure as Error).message).toMatch(
        /(run the sync again|narrow the source's query to the records it may read\)); nothing was written$/,
      );
      // ServiceNow filters a page by its row-level read ACLs after sysparm_limit: a short page on
      // every run is the account's reach, which running again does not mend.
      if (kind.kind === "servicenow" && "shortPage" in faults)
        expect((failure as Error).message).toContain(
          "came back short: 9 of 10 records, with 19 of the 25 X-Total-Count gives read: a record removed while the sync read does this (run the sync again), and so, on every run, do row-level read ACLs, which ServiceNow applies after sysparm_limit (give the account read on every record the query selects, or narrow the source's query to the records it may read); nothing was written",
        );
    }
  });

  it("retries 429 and 503 after Retry-After, then reads every page", async () => {
    const fake = await kind.start(ASSETS, {
      rateLimited: { page: 2, times: 2, status: 429, retryAfter: "7" },
    });
    const waits: number[] = [];
    const rows = await kind.read(kind.source(fake.url, 10), { env: kind.env, wait: noWait(waits) });
    expect(rows).toHaveLength(25);
    expect(waits).toEqual([7000, 7000]);
  });

  it("fails on a wrong secret with 401, naming every variable of the credential, holding none of it", async () => {
    const fake = await kind.start(ASSETS);
    const env = { ...kind.env, [kind.secretVariable]: "wrong-secret-wrong-secret" };
    const failure = await kind
      .read(kind.source(fake.url, 10), { env })
      .catch((error: unknown) => error as Error);
    // Tenable's GraphQL answers its refusal with `errors`, quoted as any status's are.
    const said = kind.kind === "tenable-ot" ? ' and GraphQL errors, the first: "unauthorized"' : "";
    expect((failure as Error).message).toContain(
      `was answered with HTTP 401${said}: check ${kind.credentialVariables}${comma} and the account's roles in`,
    );
    expect((failure as Error).message).not.toContain("wrong-secret");
  });

  it("reads the credential from its variables only, naming them all, and asks nothing without it", async () => {
    const fake = await kind.start(ASSETS);
    const either = kind.credentialVariables.split(" and ").join("|");
    // A credential of one variable is named once; one of two names both.
    const both = kind.credentialVariables.includes(" and ")
      ? ` \\(the credential is read from ${kind.credentialVariables}\\)`
      : "";
    await expect(kind.read(kind.source(fake.url, 10), { env: {} })).rejects.toThrow(
      new RegExp(
        `^source "cmdb": (${either}) is not set \\(or not one line\\); set it to the (secret|name) of a .* account that may read the assets${both}$`,
      ),
    );
    expect(fake.requests).toEqual([]);
  });

  it("refuses http:// to another machine before any request", async () => {
    await expect(
      kind.read(kind.source("http://10.0.0.5:8080", 10), { env: kind.env }),
    ).rejects.toThrow(
      /^source "cmdb": url uses http:\/\/ to 10\.0\.0\.5; .* is reached over https:\/\//,
    );
  });

  it("refuses a url holding a user name or password before any request, showing neither", async () => {
    const fake = await kind.start(ASSETS);
    const url = fake.url.replace("http://", "http://reader:pw-7c6b5a49@");
    const failure = await kind
      .read(kind.source(url, 10), { env: kind.env })
      .catch((error: unknown) => error as Error);
    expect((failure as Error).message).toMatch(
      /^source "cmdb": url holds a user name or password \(before @\); remove it and write the address alone: the credential is read from [A-Z_]+( and [A-Z_]+)? only; nothing was written$/,
    );
    expect((failure as Error).message).not.toMatch(/reader|pw-7c6b5a49/);
    expect(fake.requests).toEqual([]);
  });

  it("goes through the proxy the environment names", async () => {
    const fake = await kind.start(ASSETS);
    const host = new URL(fake.url).host;
    const proxy = await startFakeProxy({
      credentials: "builder:pw-secret",
      hosts: { [host]: host },
    });
    onTestFinished(() => proxy.close());
    const env = { ...kind.env, HTTP_PROXY: `http://builder:pw-secret@${proxy.address}` };
    const rows = await kind.read(kind.source(fake.url, 10), { env });
    expect(rows).toHaveLength(25);
    expect(proxy.requests.length).toBe(fake.requests.length);
    expect(proxy.requests.every((request) => request.target.startsWith(fake.url))).toBe(true);
  });
});

describe.skipIf(!(await hasOpenssl()))("over https:// with a private certificate authority", () => {
  it.each(PLATFORM_KINDS)(
    "reads $kind with the added authority, and refuses without it",
    async (kind) => {
      const certificates = await makeCertificates(["localhost"]);
      onTestFinished(() => rm(certificates.dir, { recursive: true, force: true }));
      const fake = await kind.start(ASSETS);
      const front = await startTlsFront({ ...certificates, upstream: new URL(fake.url).host });
      onTestFinished(() => front.close());
      const url = `https://localhost:${front.address.split(":")[1]}`;
      // One page: the fake's Link header names its own plain address, not the front's.
      const rows = await kind.read(kind.source(url, 30), {
        env: kind.env,
        extraCa: certificates.ca,
      });
      expect(rows).toHaveLength(25);
      await expect(kind.read(kind.source(url, 30), { env: kind.env })).rejects.toThrow(
        /could not be read: .*certificate.*; nothing was written$/,
      );
    },
  );
});

describe("servicenow's Link header", () => {
  it("refuses a next page on another origin, sending the credential nowhere else", async () => {
    const fake = await startFakeServicenow({ assets: ASSETS, nextOrigin: "http://127.0.0.2:9" });
    const kind = PLATFORM_KINDS[0]!;
    await expect(kind.read(kind.source(fake.url, 10), { env: kind.env })).rejects.toThrow(
      `source "cmdb": ServiceNow's next page is on another origin ("http://127.0.0.2:9", not ${fake.url}); set url to the instance's own address (glide.servlet.uri); nothing was written`,
    );
    expect(fake.requests).toHaveLength(1);
  });

  it("asks the mapped fields, ordered by sys_id, with the source's query", async () => {
    const fake = await startFakeServicenow({ assets: ASSETS });
    const kind = PLATFORM_KINDS[0]!;
    const source = {
      ...(kind.source(fake.url, 10) as ServicenowSource),
      query: "install_status=1",
    };
    await kind.read(source, { env: kind.env });
    expect(fake.requests.map((request) => request.target)).toEqual(
      [0, 10, 20].map(
        (offset) =>
          `/api/now/table/cmdb_ci_ot?sysparm_query=install_status=1^ORDERBYsys_id&sysparm_fields=sys_id,name,u_cip_system,u_device_type&sysparm_exclude_reference_link=true&sysparm_limit=10&sysparm_offset=${offset}`,
      ),
    );
  });

  it("sends an OAuth token as a bearer with auth: oauth", async () => {
    const fake = await startFakeServicenow({ assets: ASSETS });
    const kind = PLATFORM_KINDS[0]!;
    const source = { ...(kind.source(fake.url, 10) as ServicenowSource), auth: "oauth" as const };
    const { SERVICENOW_TEST_TOKEN } = await import("../../support/fake-servicenow.ts");
    const rows = await kind.read(source, {
      env: { SERVICENOW_TOKEN: SERVICENOW_TEST_TOKEN },
    });
    expect(rows).toHaveLength(25);
  });
});

describe("tenable-ot's query", () => {
  it("asks id and each mapped path as a nested selection", () => {
    expect(assetsQuery(["name", "customField1", "osDetails.version", "type"])).toContain(
      "nodes { id name customField1 osDetails { version } type }",
    );
  });

  it.each([400, 200] as const)(
    "quotes the GraphQL error of a field it does not know, answered with HTTP %i",
    async (errorStatus) => {
      const fake = await startFakeTenableOt({ assets: ASSETS, errorStatus });
      const kind = PLATFORM_KINDS[1]!;
      const source = { ...kind.source(fake.url, 10), system: "customFeld1" };
      const failure = await kind
        .read(source, { env: kind.env })
        .catch((error: unknown) => error as Error);
      const status = errorStatus === 400 ? "HTTP 400 and " : "";
      expect((failure as Error).message).toBe(
        `source "cmdb": page 1 (/graphql) was answered with ${status}GraphQL errors, the first: "Cannot query field \\"customFeld1\\" on type \\"Asset\\"."; check the source's field paths and filter against Tenable OT Security's assets; nothing was written`,
      );
    },
  );

  it("quotes a GraphQL error as one line with no workflow command and no part of the key", async () => {
    const kind = PLATFORM_KINDS[1]!;
    const hostile = `bad key ${TENABLE_OT_TEST_KEY}\n::error::forged ##[warning]forged`;
    for (const errorStatus of [400, 200] as const) {
      const fake = await startFakeTenableOt({ assets: ASSETS, errorStatus, graphqlError: hostile });
      const failure = await kind
        .read(kind.source(fake.url, 10), { env: kind.env })
        .catch((error: unknown) => error as Error);
      const { message } = failure as Error;
      expect(message).toContain("GraphQL errors, the first: ");
      expect(message).not.toMatch(/##\[|\n/);
      for (const [user, secret] of kind.secrets) expectNoFragmentOf(message, user, secret);
    }
  });

  // Every fifth asset hidden on the appliance (hidden: true).
  const WITH_HIDDEN = ASSETS.map((asset, index) =>
    index % 5 === 0 ? { ...asset, hidden: true } : asset,
  );
  const sent = (request: { body: string }) =>
    JSON.parse(request.body) as { query: string; variables: { filter?: unknown } };

  it("leaves hidden assets out, sending the filter Tenable's SDK sends, unless include_hidden", async () => {
    const fake = await startFakeTenableOt({ assets: WITH_HIDDEN });
    const kind = PLATFORM_KINDS[1]!;
    const rows = await kind.read(kind.source(fake.url, 10), { env: kind.env });
    expect(rows).toHaveLength(20);
    expect(rows.map((row) => row.name)).not.toContain("ot-00001");
    const [first] = fake.requests;
    expect(sent(first!).variables.filter).toEqual({
      op: "Equal",
      field: "hidden",
      values: "false",
    });
    expect(sent(first!).query).toMatch(/^query assets\(\$filter: AssetExpressionsParams, /);
    expect(sent(first!).query).toContain("assets(filter: $filter, ");
    const all = await kind.read(
      { ...(kind.source(fake.url, 10) as TenableOtSource), include_hidden: true },
      { env: kind.env },
    );
    expect(all).toHaveLength(25);
    expect(sent(fake.requests.at(-1)!).variables.filter).toBeUndefined();
  });

  it("sends the source's filter with hidden assets left out, and reads only what it keeps", async () => {
    const fake = await startFakeTenableOt({ assets: WITH_HIDDEN });
    const kind = PLATFORM_KINDS[1]!;
    const filter = { op: "In", field: "type", values: ["PlcType", "RtuType"] };
    const source = { ...(kind.source(fake.url, 10) as TenableOtSource), filter };
    const rows = await kind.read(source, { env: kind.env });
    const kept = WITH_HIDDEN.filter((asset) => asset.hidden !== true && asset.type !== "HMI");
    expect(rows.map((row) => row.name)).toEqual(kept.map((asset) => asset.name));
    expect(sent(fake.requests[0]!).variables.filter).toEqual({
      op: "And",
      expressions: [filter, { op: "Equal", field: "hidden", values: "false" }],
    });
  });

  it("quotes the appliance's refusal of a filter on a field an asset does not have", async () => {
    const fake = await startFakeTenableOt({ assets: ASSETS });
    const kind = PLATFORM_KINDS[1]!;
    const filter = { op: "Equal", field: "customFeld1", values: "Echo EMS" };
    const source = { ...(kind.source(fake.url, 10) as TenableOtSource), filter };
    await expect(kind.read(source, { env: kind.env })).rejects.toThrow(
      'source "cmdb": page 1 (/graphql) was answered with HTTP 400 and GraphQL errors, the first: "Variable \\"$filter\\" got invalid value \\"customFeld1\\" at \\"filter.expressions[0].field\\"; Value \\"customFeld1\\" does not exist in \\"AssetField\\" enum."; check the source\'s field paths and filter against Tenable OT Security\'s assets; nothing was written',
    );
  });

  it("refuses a cursor that does not advance", async () => {
    const fake = await startFakeTenableOt({ assets: ASSETS, stuckCursorAfter: 1 });
    const kind = PLATFORM_KINDS[1]!;
    await expect(kind.read(kind.source(fake.url, 10), { env: kind.env })).rejects.toThrow(
      'source "cmdb": page 2 (/graphql) gives an endCursor already read while hasNextPage is true, so paging would not end; nothing was written',
    );
  });
});

describe("nozomi's sign-in with an API key", () => {
  const source = (url: string): NozomiSource => ({
    ...(PLATFORM_KINDS[2]!.source(url, 10) as NozomiSource),
    auth: "api-key",
  });
  const env = { NOZOMI_KEY_NAME: NOZOMI_TEST_KEY_NAME, NOZOMI_KEY_TOKEN: NOZOMI_TEST_KEY_TOKEN };

  it("signs in once, and again when the token expires mid-read (page 2 refused with 401, then asked again)", async () => {
    const fake = await startFakeNozomi({ assets: ASSETS, tokenLifetime: 2 });
    const rows = await PLATFORM_KINDS[2]!.read(source(fake.url), { env });
    expect(rows).toHaveLength(25);
    expect(fake.requests.filter((request) => request.target === "/api/open/sign_in")).toHaveLength(
      2,
    );
    expect(fake.requests.map((request) => request.target)).toEqual([
      "/api/open/sign_in",
      "/api/open/query/do?query=assets | count",
      "/api/open/query/do?query=assets | sort id | head 10",
      `/api/open/query/do?query=assets | sort id | where id > ${ASSETS[9]!.id} | head 10`,
      "/api/open/sign_in",
      `/api/open/query/do?query=assets | sort id | where id > ${ASSETS[9]!.id} | head 10`,
      `/api/open/query/do?query=assets | sort id | where id > ${ASSETS[19]!.id} | head 10`,
    ]);
  });

  it.each(["header", "bare-header", "body"] as const)(
    "takes the token where the sign-in gives it (%s), and never shows it",
    async (signInAnswer) => {
      const fake = await startFakeNozomi({ assets: ASSETS, signInAnswer });
      const rows = await PLATFORM_KINDS[2]!.read(source(fake.url), { env });
      expect(rows).toHaveLength(25);
      const asked = fake.requests.filter(({ target }) => target.startsWith("/api/open/query"));
      expect(asked.map(({ headers }) => headers.authorization)).toEqual(
        asked.map(() => expect.stringMatching(/^Bearer eyJhbGciOiJIUzI1NiJ9\.fake-jwt-1-/)),
      );
    },
  );

  it("fails on a sign-in that gives no token, saying where it looked", async () => {
    const fake = await startFakeNozomi({ assets: ASSETS, signInAnswer: "none" });
    const failure = await PLATFORM_KINDS[2]!
      .read(source(fake.url), { env })
      .catch((error: unknown) => error as Error);
    expect((failure as Error).message).toBe(
      'source "cmdb": the sign-in (/api/open/sign_in) gave no token, neither in its Authorization header nor as access_token in its body; check NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN; nothing was written',
    );
    expect(fake.requests.filter(({ target }) => target.startsWith("/api/open/query"))).toEqual([]);
  });

  it("fails on a wrong key at the sign-in, holding none of it", async () => {
    const fake = await startFakeNozomi({ assets: ASSETS });
    const failure = await PLATFORM_KINDS[2]!
      .read(source(fake.url), {
        env: { ...env, NOZOMI_KEY_TOKEN: "wrong-key-token-wrong" },
      })
      .catch((error: unknown) => error as Error);
    expect((failure as Error).message).toBe(
      'source "cmdb": the sign-in (/api/open/sign_in) was answered with HTTP 401: check NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN, and the account\'s roles in Nozomi Networks; nothing was written',
    );
  });
});
