// doctor's judgement of the four lists, table-driven: each deviation found and named, extra fields
// informational only, and the exit code for every combination of checks and findings.
import { describe, expect, it } from "vitest";
import {
  analyzeLists,
  doctorExitCode,
  type Finding,
  type ListAnswer,
  type ListPath,
} from "../../../../src/core/inventory/baselines/service-deviations.ts";

const FACILITY = { id: "fac_1", name: "Alpha", organization_slug: "grid" };
const CENTER = { id: "cc_1", name: "Main", organization_slug: "grid" };
const SYSTEM = { id: "cs_1", name: "EMS", facility_id: "fac_1", organization_slug: "grid" };
const ASSET = { id: "ca_1", name: "rtu-1", cyber_system_id: "cs_1", asset_type: "hardware" };

function answers(overrides: Partial<Record<ListPath, unknown>> = {}): ListAnswer[] {
  const bodies: Record<ListPath, unknown> = {
    "/facilities": [FACILITY],
    "/control-centers": [CENTER],
    "/cyber-systems": [SYSTEM],
    "/cyber-assets": [ASSET],
    ...overrides,
  };
  return Object.entries(bodies).map(([path, body]) => ({
    path: path as ListPath,
    body,
    milliseconds: 3,
    rateLimitHeaders: [],
  }));
}

/** The findings other than the sizes and times every list reports. */
function deviations(lists: ListAnswer[]): Finding[] {
  return analyzeLists(lists).filter((finding) => !/ in \d+ ms$|^\d+ ms$/.test(finding.text));
}

describe("analyzeLists", () => {
  it("finds nothing in lists as the spec shows them, and reports sizes and times", () => {
    expect(deviations(answers())).toEqual([]);
    expect(analyzeLists(answers())[0]).toEqual({
      level: "info",
      path: "/facilities",
      text: "1 record in 3 ms",
    });
  });

  it.each<[string, Partial<Record<ListPath, unknown>>, Finding]>([
    [
      "a wrapped list",
      { "/cyber-assets": { items: [ASSET] } },
      {
        level: "blocking",
        path: "/cyber-assets",
        text: 'the answer is an object with the fields "items", not a bare JSON array as the spec shows (a wrapped or paged list): nothing can be planned from it; ask the API owner how lists are returned',
      },
    ],
    [
      "a record missing a field",
      { "/cyber-assets": [{ id: "ca_2", name: "x" }] },
      {
        level: "deviation",
        path: "/cyber-assets",
        text: 'records missing a required field (a plan refuses the list): record 0 (id "ca_2") lacks cyber_system_id, asset_type',
      },
    ],
    [
      "an unknown prefix",
      { "/facilities": [{ ...FACILITY, id: "site_1" }], "/cyber-systems": [] },
      {
        level: "deviation",
        path: "/facilities",
        text: 'ids without the fac_ prefix or of another shape (a plan refuses the list): record 0: "site_1" is not a fac_ id (fac_ then 1 to 128 letters, digits, "_" or "-")',
      },
    ],
    [
      "a duplicate id",
      { "/cyber-assets": [ASSET, { ...ASSET, name: "rtu-2" }] },
      {
        level: "deviation",
        path: "/cyber-assets",
        text: 'duplicate ids (a plan refuses the list): "ca_1" (records 0 and 1)',
      },
    ],
    [
      "extra fields",
      { "/cyber-assets": [{ ...ASSET, updated_at: "t", created_at: "t" }] },
      {
        level: "info",
        path: "/cyber-assets",
        text: 'extra fields the spec does not show (accepted; cip-sync reads only the fields it uses): "created_at"; "updated_at"',
      },
    ],
    [
      "a system whose facility is missing",
      { "/cyber-systems": [{ ...SYSTEM, facility_id: "fac_gone" }] },
      {
        level: "deviation",
        path: "/cyber-systems",
        text: 'cyber systems whose parent is missing (documents naming them cannot be resolved): record 0 (id "cs_1"): facility_id "fac_gone" is not in /facilities',
      },
    ],
    [
      "names that differ only in case",
      { "/cyber-assets": [ASSET, { ...ASSET, id: "ca_2", name: "RTU-1" }] },
      {
        level: "deviation",
        path: "/cyber-assets",
        text: 'asset names that collide under the inventory\'s name rules (case ignored; a plan cannot tell them apart): "rtu-1" (id "ca_1") and "RTU-1" (id "ca_2")',
      },
    ],
  ])("finds %s", (_what, overrides, finding) => {
    expect(deviations(answers(overrides))).toEqual([finding]);
  });

  it("reports rate-limit headers and an unreadable body", () => {
    const lists = answers();
    lists[0] = { ...lists[0]!, rateLimitHeaders: ["x-ratelimit-remaining: 9"] };
    lists[1] = { ...lists[1]!, body: undefined, unreadable: "Unexpected token" };
    expect(deviations(lists)).toEqual([
      { level: "info", path: "/facilities", text: "rate-limit headers: x-ratelimit-remaining: 9" },
      {
        level: "blocking",
        path: "/control-centers",
        text: "the answer is not JSON (Unexpected token)",
      },
    ]);
  });
});

describe("doctorExitCode", () => {
  const info: Finding = { level: "info", path: undefined, text: "" };
  const deviation: Finding = { level: "deviation", path: undefined, text: "" };
  const blocking: Finding = { level: "blocking", path: undefined, text: "" };
  it.each<[string, string[], Finding[], number]>([
    ["all ok, information only", ["ok", "skipped"], [info], 0],
    ["a deviating list", ["ok"], [info, deviation], 2],
    ["a planned path now reachable", ["ok", "deviates"], [], 2],
    ["a list that is not an array", ["ok"], [deviation, blocking], 1],
    ["a failed check", ["ok", "failed"], [], 1],
  ])("%s: exit %i", (_what, outcomes, findings, code) => {
    expect(
      doctorExitCode(
        outcomes.map((outcome) => ({ outcome })),
        findings,
      ),
    ).toBe(code);
  });
});
