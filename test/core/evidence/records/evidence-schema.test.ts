// The record schema's fields that change and monitoring records share (the service and the
// organization checked or changed, the "sha256:<hex>" of a fingerprint or a source's digest):
// the same check wherever they appear.
import { describe, expect, it } from "vitest";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import { evidenceRecordSchema } from "../../../../src/core/evidence/records/evidence-schema.ts";
import { chainOf, changeDraft, day, monitoringDraft } from "../../../support/evidence-records.ts";

type Json = Record<string, unknown>;

/** `draft` sealed and read back as the JSON a ledger file holds. */
const sealed = (draft: EvidenceDraft): Json =>
  JSON.parse(chainOf([{ draft, at: day(1) }])[0]!.text) as Json;

const child = (value: unknown, key: string) => (value as Json)[key] as Json;

/** Where each place keeps the fields: a monitoring run, and a change record's context. */
const PLACES = {
  monitoring: () => {
    const record = sealed(monitoringDraft("grid-east", 1, false));
    return { record, fields: child(record, "monitoring") };
  },
  "change record": () => {
    const record = sealed(changeDraft("grid-east", 1));
    return { record, fields: child(child(child(record, "change"), "change_record"), "context") };
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
