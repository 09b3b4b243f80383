// What a low-impact program record declares: one dated event of CIP-003-9's low-impact program
// that has a clock, reviewed by pull request like the site files and filed beside them in
// `low-impact/records/ID.yaml`. The site files say what each site has; these say what the
// program did and when: R1 Part 1.2's policies reviewed (the CIP Senior Manager's approval is her
// approval of the pull request that merges the record, as GitHub dates it, never a line anyone
// can write), Attachment 1 Section 1's reinforcement, Section 4.5's test of the incident response
// plan(s) (an actual Reportable Cyber Security Incident counts) and Section 4.6's update after
// one. parse-program-record.ts reads it with positions; the clocks are
// core/obligations/low-impact/.
import { PROGRAM_RECORD_KIND_NAMES } from "../families/low-impact/low-impact-shape.ts";
import { LOW_IMPACT_FOLDER } from "./site-file.ts";

/** The folder the program records are filed in, each as ID.yaml. */
export const PROGRAM_RECORDS_FOLDER = `${LOW_IMPACT_FOLDER}/records`;

/** The version of the program records' shape. */
export const PROGRAM_RECORD_VERSION = 1;

/** What each kind of record is the event of, in the tool's words. */
export const PROGRAM_RECORD_KINDS = {
  "policy-review": "R1 Part 1.2: the low-impact cyber security policies reviewed",
  reinforcement: "Attachment 1 Section 1: cyber security practices reinforced",
  "incident-plan-test":
    "Attachment 1 Section 4.5: the Cyber Security Incident response plan(s) tested, or an actual Reportable Cyber Security Incident responded to",
  "incident-plan-update":
    "Attachment 1 Section 4.6: the plan(s) updated after a test or an incident, or found to need no update",
} as const satisfies Record<(typeof PROGRAM_RECORD_KIND_NAMES)[number], string>;
export type ProgramRecordKind = keyof typeof PROGRAM_RECORD_KINDS;

/**
 * R1 Part 1.2's seven topics, each by the key a review record lists it by: the policies in force
 * must "collectively address" them (CIP-003-11 drops the vendor topic); one none addresses is a
 * gap (core/obligations/low-impact/policy-topics-pass.ts).
 */
export const POLICY_TOPICS = {
  awareness: "1.2.1 Cyber security awareness",
  physical_security: "1.2.2 Physical security controls",
  electronic_access: "1.2.3 Electronic access controls",
  incident_response: "1.2.4 Cyber Security Incident response",
  transient_cyber_assets:
    "1.2.5 Transient Cyber Assets and Removable Media malicious code risk mitigation",
  vendor_remote_access: "1.2.6 Vendor electronic remote access security controls",
  cip_exceptional_circumstances: "1.2.7 Declaring and responding to CIP Exceptional Circumstances",
} as const;
export type PolicyTopic = keyof typeof POLICY_TOPICS;
export const POLICY_TOPIC_KEYS = Object.keys(POLICY_TOPICS) as PolicyTopic[];

/** How Section 4.5's plan(s) were tested: its three ways, or an actual incident. */
export const TEST_METHODS = [
  "reportable-incident",
  "drill",
  "tabletop",
  "operational-exercise",
] as const;
export type TestMethod = (typeof TEST_METHODS)[number];

/** What Section 4.6's record says: the plan(s) updated, or no update needed ("if needed"). */
export const UPDATE_OUTCOMES = ["updated", "no-update-needed"] as const;
export type UpdateOutcome = (typeof UPDATE_OUTCOMES)[number];

interface RecordBase {
  /** The file's name in `low-impact/records/`, without `.yaml`. */
  id: string;
  /** The day it was done (the review, the reinforcement, the test's completion, the update). */
  performedOn: string;
}

export type ProgramRecord = RecordBase &
  (
    | { kind: "policy-review"; policies: string[]; topics: PolicyTopic[] }
    | { kind: "reinforcement"; how: string }
    | { kind: "incident-plan-test"; method: TestMethod; plans: string[] }
    | {
        kind: "incident-plan-update";
        /** The id of the test record (kind incident-plan-test) it follows. */
        follows: string;
        outcome: UpdateOutcome;
        /** What changed in the plan(s), or why none was needed. */
        note: string;
      }
  );
