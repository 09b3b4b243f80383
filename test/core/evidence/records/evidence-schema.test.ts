// The record schema's fields that change and monitoring records share (the service and the
// organization checked or changed, the "sha256:<hex>" of a fingerprint or a source's digest):
// the same check wherever they appear.
import { describe, expect, it } from "vitest";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import {
  evidenceJsonSchema,
  evidenceRecordSchema,
} from "../../../../src/core/evidence/records/evidence-schema.ts";
import { isHttpUrl } from "../../../../src/core/evidence/records/pull-request-schema.ts";
import {
  breakGlassDraft,
  changeDraft,
  configurationMonitoringDraft,
  day,
  monitoringDraft,
  jsonChild,
  type RecordJson,
  sealedJson,
} from "../../../support/evidence-records.ts";

/** Where each place keeps the fields: a monitoring run, and a change record's context. */
const PLACES = {
  monitoring: () => {
    const record = sealedJson(monitoringDraft("grid-east", 1, false));
    return { record, fields: jsonChild(record, "monitoring") };
  },
  "change record": () => {
    const record = sealedJson(changeDraft("grid-east", 1));
    return {
      record,
      fields: jsonChild(jsonChild(jsonChild(record, "change"), "change_record"), "context"),
    };
  },
};

const HEX = "0123456789abcdef".repeat(4);

describe("the evidence record schema", () => {
  it.each(
    (["monitoring", "change record"] as const).flatMap((place) => [
      [place, "service", "https://cis.example.com:8443", true],
      [place, "service", "javascript:alert(1)", false],
      [place, "service", "cis.example.com", false],
      [place, "organization", "grid-east-utility", true],
      [place, "organization", 7, false],
    ]),
  )("%s: %s %j is accepted: %s", (place, field, value, accepted) => {
    const { record, fields } = PLACES[place]();
    expect(evidenceRecordSchema.safeParse(record).success).toBe(true);
    fields[field] = value;
    expect(evidenceRecordSchema.safeParse(record).success).toBe(accepted);
  });

  it.each([
    [`sha256:${HEX}`, true],
    [`sha256:${HEX.toUpperCase()}`, false],
    [`sha1:${HEX.slice(24)}`, false],
    [`sha256:${HEX}0`, false],
  ])("%j as a source's digest and as a fingerprint is accepted: %s", (digest, accepted) => {
    const change = PLACES["change record"]();
    change.fields.pull_request = {
      number: 12,
      url: "https://github.com/grid-east/inventory/pull/12",
      title: "Sync the CMDB",
      author: "cip-sync[bot]",
      approved_by: ["dave"],
      source: { name: "cmdb", digest },
    };
    expect(evidenceRecordSchema.safeParse(change.record).success).toBe(accepted);
    const monitoring = PLACES.monitoring();
    monitoring.fields.live_fingerprint = digest;
    expect(evidenceRecordSchema.safeParse(monitoring.record).success).toBe(accepted);
  });
});

describe("the rules tying a record's origin, run id and run URL", () => {
  const RUN_ID = 'a run id starts with "cli-" exactly when the record is of origin "cli"';
  const issuesOf = (draft: EvidenceDraft) => {
    const parsed = evidenceRecordSchema.safeParse(sealedJson(draft));
    return parsed.success
      ? []
      : parsed.error.issues.map(({ code, path, message }) => ({ code, path, message }));
  };
  const action = changeDraft("grid-east", 7);
  const cli = breakGlassDraft(action);
  const collector = configurationMonitoringDraft(
    "grid-east",
    9,
    [{ cyber_system: "EMS", name: "rtu-1" }],
    day(0),
  );
  const cliRun = { ...collector.run, run_id: "cli-abc" };
  delete cliRun.run_url;

  it.each<[string, EvidenceDraft, { path: string[]; message: string } | undefined]>([
    ["an Action change record", action, undefined],
    ["a break-glass change record", cli, undefined],
    ["a collector's record sealed by a workflow run", collector, undefined],
    [
      "a collector's record of origin cli",
      { ...collector, origin: "cli", run: cliRun } as EvidenceDraft,
      undefined,
    ],
    [
      "a drift check of origin cli",
      { ...monitoringDraft("grid-east", 1, true), origin: "cli" } as EvidenceDraft,
      {
        path: ["origin"],
        message: 'only a change or a configuration-monitoring record can be of origin "cli"',
      },
    ],
    [
      "an Action record of origin cli",
      { ...action, origin: "cli" },
      { path: ["run", "run_id"], message: RUN_ID },
    ],
    [
      "an Action record whose run id starts with cli-",
      { ...action, run: { ...action.run, run_id: "cli-7" } },
      { path: ["run", "run_id"], message: RUN_ID },
    ],
    [
      "a break-glass record with a run URL",
      { ...cli, run: { ...cli.run, run_url: "https://github.com/x/y/actions/runs/1" } },
      { path: ["run", "run_url"], message: 'a record of origin "cli" has no run URL' },
    ],
    [
      "an Action record without its run URL",
      { ...action, run: { ...action.run, run_url: undefined } },
      { path: ["run", "run_url"], message: "a record written by a workflow run names its run URL" },
    ],
  ])("%s", (_case, draft, problem) => {
    expect(issuesOf(draft)).toStrictEqual(
      problem === undefined ? [] : [{ code: "custom", ...problem }],
    );
  });
});

describe("a service field as the service sent it", () => {
  it.each<[string, unknown]>([
    ["a text", "rack 4"],
    ["a number", 12.5],
    ["a truth value", false],
    ["null", null],
    ["a list", ["a", 1, [true]]],
    ["a map", { location: { rack: 4, tags: ["x", null] } }],
  ])("keeps %s", (_case, value) => {
    const record = sealedJson(changeDraft("grid-east", 1));
    const [operation] = jsonChild(jsonChild(record, "change"), "change_record")
      .operations as RecordJson[];
    operation!.service_fields = { field: value };
    expect(evidenceRecordSchema.safeParse(record).error).toBeUndefined();
  });

  it("refuses a value JSON cannot hold", () => {
    const record = sealedJson(changeDraft("grid-east", 1));
    const [operation] = jsonChild(jsonChild(record, "change"), "change_record")
      .operations as RecordJson[];
    operation!.service_fields = { field: undefined, other: () => 1 };
    expect(evidenceRecordSchema.safeParse(record).success).toBe(false);
  });
});

describe("the evidence record's JSON Schema", () => {
  it("is written for draft 2020-12, with the record's title", () => {
    const schema = evidenceJsonSchema();
    expect([schema.$schema, schema.title]).toStrictEqual([
      "https://json-schema.org/draft/2020-12/schema",
      "cip-inventory-sync evidence record",
    ]);
  });
});

describe("a link a report may follow", () => {
  it.each<[string, boolean]>([
    ["https://github.com/grid-east/inventory/pull/12", true],
    ["http://cis.example.com:8443", true],
    ["HTTPS://GITHUB.COM/x", true],
    ["javascript:alert(1)", false],
    ["data:text/html,<b>x</b>", false],
    ["https://", false],
    ["https:///path", false],
    ["https://@evil.example", false],
    ["https://github.com/a b", false],
    [" https://github.com/x", false],
    ["ftp://github.com/x", false],
  ])("%j: %s", (text, followed) => {
    expect(isHttpUrl(text)).toBe(followed);
  });
});
