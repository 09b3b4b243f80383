// A low-impact program record (program-record.ts), low-impact/records/ID.yaml, read with
// positions by the reviewed file reader every family's files use: every mistake at
// file:line:column, saying what to write instead. `kind` says which event it is; a policy review
// lists which of R1 Part 1.2's topics the policies it reviewed address (a topic no policy in force
// addresses is a gap the obligations open, never a reason to refuse the review). Read at review (`now` given), a day after the latest any time zone has reached is refused:
// nobody has reviewed or tested tomorrow.
//
//   version: 1
//   id: policy-review-2026
//   kind: policy-review
//   performed_on: 2026-03-10
//   policies: [policies/cyber-security-policy.md]
//   topics: [awareness, physical_security, electronic_access, incident_response,
//            transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]
import { isScalar, isSeq, type YAMLMap } from "yaml";
import { PROGRAM_RECORD_KIND_NAMES } from "../families/low-impact/low-impact-shape.ts";
import type { SourceLocation } from "../shared/diagnostics.ts";
import { listOf } from "../shared/wording.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  type DistributiveOmit,
  type Fields,
  type ParsedReviewedFile,
  parseReviewedFile,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import {
  POLICY_TOPIC_KEYS,
  PROGRAM_RECORD_VERSION,
  PROGRAM_RECORDS_FOLDER,
  type ProgramRecord,
  type ProgramRecordKind,
  TEST_METHODS,
  UPDATE_OUTCOMES,
} from "./program-record.ts";

const COMMON_KEYS = ["version", "id", "kind", "performed_on"] as const;

/** Each kind's own keys, all required. */
const KIND_KEYS: Record<ProgramRecordKind, readonly string[]> = {
  "policy-review": ["policies", "topics"],
  reinforcement: ["how"],
  "incident-plan-test": ["method", "plans"],
  "incident-plan-update": ["follows", "outcome", "note"],
};

const ALL_KIND_KEYS = [...new Set(Object.values(KIND_KEYS).flat())];

/** What `performed_on` is the day of, by kind. */
const PERFORMED_ON: Record<ProgramRecordKind, string> = {
  "policy-review": "the day the policies were reviewed",
  reinforcement: "the day the practices were reinforced",
  "incident-plan-test": "the day the test (or the response to the incident) was completed",
  "incident-plan-update": "the day the plan(s) were updated, or found to need no update",
};

/**
 * Reads a program record; `now` (at review) refuses a day after the latest any time zone has
 * reached. Without it (reading a record the ledger carries), the pass judges the days.
 */
/** A program record as its parser reads it: the record, its `follows` and its problems. */
export type ParsedProgramRecord = ParsedReviewedFile<ProgramRecord, ProgramRecordReference>;

export function parseProgramRecordText(
  text: string,
  file: string,
  now?: Date,
): ParsedProgramRecord {
  const kind = { what: "a low-impact program record", version: PROGRAM_RECORD_VERSION };
  return parseReviewedFile<ProgramRecord, ProgramRecordReference>(text, file, kind, (reader, map) =>
    recordOf(reader, map, file, now),
  );
}

/** An update's `follows`, at its place: the test record it names, which review looks for. */
export interface FollowsReference {
  kind: "follows";
  test: string;
  at: SourceLocation;
}

/**
 * A policy a review names, or a plan a test names, at its place, and a review's `topics` key:
 * review checks them against the program file in the same checkout (program-references.ts).
 */
export interface SubjectReference {
  kind: "policy" | "plan";
  id: string;
  at: SourceLocation;
}

/** A review's `topics`, at its key. */
export interface TopicsReference {
  kind: "topics";
  at: SourceLocation;
}

/** What a program record names elsewhere, each at its place. */
export type ProgramRecordReference = FollowsReference | SubjectReference | TopicsReference;

type RecordReader = ReviewedFileReader<ProgramRecordReference>;

function recordOf(
  reader: RecordReader,
  map: YAMLMap<unknown, unknown>,
  file: string,
  now: Date | undefined,
): ProgramRecord | undefined {
  const kindPair = map.items.find((pair) => (pair.key as { value?: unknown })?.value === "kind");
  const kind =
    kindPair === undefined
      ? undefined
      : reader.choice(
          kindPair.value,
          nodeStart(kindPair.key),
          { label: "kind", hint: listOf(PROGRAM_RECORD_KIND_NAMES, "or") },
          PROGRAM_RECORD_KIND_NAMES,
        )?.value;
  // Without a kind it can read, every kind's keys are known: only the kind is reported.
  const known = [...COMMON_KEYS, ...(kind === undefined ? ALL_KIND_KEYS : KIND_KEYS[kind])];
  const required = kind === undefined ? COMMON_KEYS : known;
  const fields = reader.fields(map, known, required, `a ${kind ?? "low-impact program"} record`);
  if (kind === undefined || fields === undefined || !reader.version(fields)) return undefined;
  const id = reader.fileIdField(fields, file, {
    folder: PROGRAM_RECORDS_FOLDER,
    what: "program record",
    hint: "the record's id, its file's name",
  });
  const performedOn = reader.pastDateField(
    fields,
    "performed_on",
    PERFORMED_ON[kind],
    now,
    `${PERFORMED_ON[kind]}, once it has happened`,
  );
  const own = ownFields(reader, fields, kind);
  if (id === undefined || performedOn === undefined || own === undefined) return undefined;
  return { id, performedOn, ...own };
}

type OwnFields = DistributiveOmit<ProgramRecord, "id" | "performedOn">;

function ownFields(
  reader: RecordReader,
  fields: Fields,
  kind: ProgramRecordKind,
): OwnFields | undefined {
  switch (kind) {
    case "policy-review": {
      const policies = reader.textsField(
        fields,
        "policies",
        "each reviewed policy document, by its path or reference",
      );
      const topics = topicsOf(reader, fields);
      if (policies === undefined || topics === undefined) return undefined;
      referEach(reader, fields, "policies", "policy");
      reader.refer(fields.required("topics").keyOffset, { kind: "topics" });
      return { kind, policies, topics };
    }
    case "reinforcement": {
      const how = reader.textField(
        fields,
        "how",
        "how the practices were reinforced (a briefing, a bulletin, management's message)",
      );
      return how === undefined ? undefined : { kind, how };
    }
    case "incident-plan-test": {
      const method = reader.choiceField(fields, "method", TEST_METHODS);
      const plans = reader.textsField(
        fields,
        "plans",
        "each Cyber Security Incident response plan tested, by its path or reference",
      );
      if (method === undefined || plans === undefined) return undefined;
      referEach(reader, fields, "plans", "plan");
      return { kind, method, plans };
    }
    case "incident-plan-update": {
      const follows = reader.textField(
        fields,
        "follows",
        "the id of the incident-plan-test record this update follows",
      );
      const outcome = reader.choiceField(fields, "outcome", UPDATE_OUTCOMES);
      const note = reader.textField(
        fields,
        "note",
        "what changed in the plan(s), or why no update was needed",
      );
      if (follows === undefined || outcome === undefined || note === undefined) return undefined;
      reader.refer(nodeStart(fields.required("follows").value), {
        kind: "follows",
        test: follows,
      });
      return { kind, follows, outcome, note };
    }
  }
}

/** Notes each entry of the list `key` (read already) as a `kind` it names, at its place. */
function referEach(
  reader: RecordReader,
  fields: Fields,
  key: string,
  kind: SubjectReference["kind"],
): void {
  const { value } = fields.required(key);
  if (!isSeq(value)) return;
  for (const item of value.items)
    if (isScalar(item)) reader.refer(nodeStart(item), { kind, id: String(item.value) });
}

/**
 * `topics`: which of R1 Part 1.2's topics the policies reviewed address, each once. Fewer than
 * the version in force asks for is no mistake in the record: the obligations open a gap for each
 * topic no policy in force addresses (CIP-003-11 asks six).
 */
function topicsOf(
  reader: RecordReader,
  fields: Fields,
): (typeof POLICY_TOPIC_KEYS)[number][] | undefined {
  const { value, keyOffset } = fields.required("topics");
  return reader
    .choiceList(
      value,
      keyOffset,
      { label: "topics", hint: listOf(POLICY_TOPIC_KEYS) },
      POLICY_TOPIC_KEYS,
    )
    ?.map((topic) => topic.value);
}
