// Low-impact program records (CIP-003-9 R1 Part 1.2, Attachment 1 Sections 1, 4.5 and 4.6) read
// with positions: each kind read whole, and every mistake at file:line:column with what to write
// instead, in a table: an unknown kind, a key of another kind, a policy review with no topic or
// one twice, a day that does not exist or (at review) that nobody has lived
// yet, an id that is not the file's name. A record with an error yields nothing (the caller fails
// closed).
import { describe, expect, it } from "vitest";
import { parseProgramRecordText } from "../../../src/core/low-impact/parse-program-record.ts";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";

const TOPICS =
  "[awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]";
const file = (id: string) => `low-impact/records/${id}.yaml`;
const lines = (...each: string[]) => `${each.join("\n")}\n`;
const REVIEW = (extra: Record<string, string> = {}) =>
  lines(
    ...Object.values({
      version: "version: 1",
      id: "id: review-2026",
      kind: "kind: policy-review",
      performed_on: "performed_on: 2026-03-10",
      policies: "policies: [policies/low-impact.md]",
      topics: `topics: ${TOPICS}`,
      ...extra,
    }).filter((line) => line !== ""),
  );
// Read at review at noon UTC on 27 November 2026: 28 November is already lived in UTC+14.
const NOW = new Date("2026-11-27T12:00:00Z");

describe("a low-impact program record", () => {
  it("reads each kind whole", () => {
    expect(parseProgramRecordText(REVIEW(), file("review-2026"), NOW).value).toStrictEqual({
      id: "review-2026",
      performedOn: "2026-03-10",
      kind: "policy-review",
      policies: ["policies/low-impact.md"],
      topics: [
        "awareness",
        "physical_security",
        "electronic_access",
        "incident_response",
        "transient_cyber_assets",
        "vendor_remote_access",
        "cip_exceptional_circumstances",
      ],
    });
    const update = lines(
      "version: 1",
      "id: update-1",
      "kind: incident-plan-update",
      "performed_on: 2026-08-27",
      "follows: test-1",
      "outcome: no-update-needed",
      "note: the tabletop found nothing to change",
    );
    expect(parseProgramRecordText(update, file("update-1")).value).toStrictEqual({
      id: "update-1",
      performedOn: "2026-08-27",
      kind: "incident-plan-update",
      follows: "test-1",
      outcome: "no-update-needed",
      note: "the tabletop found nothing to change",
    });
  });

  // R1: the policies "collectively address" the topics, and R1's VSL counts each one left out: a
  // review of policies addressing fewer is read as it is (CIP-003-11 asks six), and a topic no
  // policy in force addresses is a gap the obligations open, never a refused review.
  it("reads a review whose policies address fewer topics than R1 Part 1.2 lists", () => {
    const six =
      "topics: [awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, cip_exceptional_circumstances]";
    const read = parseProgramRecordText(REVIEW({ topics: six }), file("review-2026"), NOW);
    expect(read.diagnostics).toStrictEqual([]);
    expect(read.value?.kind === "policy-review" && read.value.topics).toStrictEqual([
      "awareness",
      "physical_security",
      "electronic_access",
      "incident_response",
      "transient_cyber_assets",
      "cip_exceptional_circumstances",
    ]);
  });

  it.each<[string, string, string, string[]]>([
    [
      "an unknown kind",
      REVIEW({ kind: "kind: policy-reveiw" }),
      "review-2026",
      ['3:7: unknown kind "policy-reveiw"; did you mean "policy-review"?'],
    ],
    [
      "a key of another kind",
      REVIEW({ how: "how: a bulletin" }),
      "review-2026",
      [
        '7:1: unknown key "how"; the keys of a policy-review record are version, id, kind, performed_on, policies and topics',
      ],
    ],
    [
      "no topic",
      REVIEW({ topics: "topics: []" }),
      "review-2026",
      [
        "6:9: topics is an empty list; write at least one of awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, vendor_remote_access and cip_exceptional_circumstances, or remove the key",
      ],
    ],
    [
      "a day that does not exist",
      REVIEW({ performed_on: "performed_on: 2026-02-30" }),
      "review-2026",
      [
        '4:15: performed_on must be a date such as 2026-03-10 that exists (YYYY-MM-DD), not "2026-02-30"',
      ],
    ],
    [
      "a day nobody has lived yet (2099)",
      REVIEW({ performed_on: "performed_on: 2099-01-01" }),
      "review-2026",
      [
        "4:15: performed_on 2099-01-01 is after today (2026-11-27 in UTC, 2026-11-28 in UTC+14, the farthest ahead): write the day the policies were reviewed, once it has happened",
      ],
    ],
    [
      "an id that is not the file's name",
      REVIEW(),
      "review-2025",
      [
        '2:5: program record id "review-2026" is not its file\'s name (low-impact/records/review-2025.yaml); rename the file to low-impact/records/review-2026.yaml, or write id: review-2025',
      ],
    ],
  ])("%s", (_name, text, id, expected) => {
    const parsed = parseProgramRecordText(text, file(id), NOW);
    expect(parsed.value, "a record with an error yields nothing").toBeUndefined();
    expect(
      parsed.diagnostics.map(
        (d) =>
          `${d.location && formatLocation(d.location).replace(`${file(id)}:`, "")}: ${d.message}`,
      ),
    ).toStrictEqual(expected);
  });
});
