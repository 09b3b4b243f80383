// CIP-003-9 low impact as the layers below the family table know it: its name, the parts it
// declares (R1 Part 1.2's review and approval, Attachment 1 Section 1's reinforcement, Section
// 4.5's test and 4.6's update, each a clock, and Section 6's vendor remote access), its
// population's file (the low-impact sites in force, core/audit/families/low-impact/) and its
// reviewed files' shape (the site files, low-impact/ID.yaml, the program file,
// low-impact/program.yaml, and the program records, low-impact/records/ID.yaml: the plan's and
// the record's field, the saved plan's schema of what
// the reviewer approves, and each file's lines). Their parsers are core/low-impact/, their pass
// core/obligations/low-impact/. Pure.
import { z } from "zod";
import {
  changedFilesSchema,
  type Escape,
  type FamilyShape,
  type FileLines,
} from "../family-shape.ts";

/** The kinds of program records, as the saved plan shows them (program-record.ts says what each is). */
export const PROGRAM_RECORD_KIND_NAMES = [
  "policy-review",
  "reinforcement",
  "incident-plan-test",
  "incident-plan-update",
] as const;

/** A site file's answers as the reviewer approves them. */
const siteAnswers = {
  id: z.string(),
  sites: z.array(z.string()),
  routable: z.boolean(),
  vendor_remote_access: z.enum(["none", "allowed"]),
  paths: z.array(z.string()),
  missing: z.array(z.enum(["6.1", "6.2", "6.3"])),
  unreached: z
    .array(z.strictObject({ part: z.enum(["6.1", "6.2", "6.3"]), path: z.string() }))
    .optional()
    .meta({
      description:
        "Each part of 6.1, 6.2 and 6.3 that has methods, none of which reaches the vendor path named (a method narrowed by its paths: to other paths): that part's gap for that path. Absent when every part with methods reaches every path.",
    }),
};

const lowImpactFileChanges = changedFilesSchema({
  site: z
    .strictObject({
      ...siteAnswers,
      before: z.strictObject(siteAnswers).optional().meta({
        description:
          "A changed site file: its answers at the commit compared with, so that the plan shows what changed.",
      }),
    })
    .optional(),
  program: z
    .strictObject({
      policies: z.array(z.string()).meta({
        description: "The policies the program file declares, by id, in its order.",
      }),
      plans: z.array(z.string()).meta({
        description: "The incident response plans the program file declares, by id, in its order.",
      }),
      changed: z.array(z.string()).meta({
        description:
          'Against the commit compared with: each policy or plan added, changed (its topics or sites) or removed, in words ("policy POL-C added").',
      }),
      uncovered: z.array(z.string()).meta({
        description:
          'The sites the checkout\'s site files name that no declared plan covers (Attachment 1 Section 4: plans "either by asset or group of assets"): the obligations open a gap for each one in scope once merged.',
      }),
    })
    .optional(),
  record: z
    .strictObject({
      id: z.string(),
      kind: z.enum(PROGRAM_RECORD_KIND_NAMES),
      performed_on: z.iso.date(),
      subjects: z.array(z.string()).optional().meta({
        description:
          "The policies a policy-review reviewed, or the plans an incident-plan-test tested: each a clock of its own.",
      }),
      next_due: z.iso.date().optional().meta({
        description:
          "A policy-review, reinforcement or incident-plan-test: the last day the next one is on time once this record is merged (15, 15 or 36 calendar months after performed_on, by the calendar of the owner policy at the commit compared with), for each policy or plan it names.",
      }),
      update_due: z.iso.date().optional().meta({
        description:
          "An incident-plan-test: the last day of the 180 calendar days its merge opens for each tested plan's update (Section 4.6), closed by an incident-plan-update record that follows it.",
      }),
      follows: z.string().optional().meta({
        description:
          "An incident-plan-update: the id of the incident-plan-test record whose updates it closes.",
      }),
      approver: z.strictObject({ login: z.string(), name: z.string() }).nullable().optional().meta({
        description:
          "A policy-review: the CIP Senior Manager the owner policy at the commit compared with names, whose own approval of the pull request approves the policies it names (a delegate's does not count); null: that policy names none, so no approval closes R1 Part 1.2's approval clock.",
      }),
    })
    .optional(),
});

/** One low-impact file as the change leaves it (a removed file shows its path only). */
export type LowImpactFileShown = z.infer<typeof lowImpactFileChanges>["files"][number];

export const LOW_IMPACT_SHAPE = {
  name: "CIP-003 R2",
  populationFiles: { lowImpactSites: "low-impact-sites.csv" },
  standard: {
    standard: "CIP-003",
    quoted: ["CIP-003-9"],
    later: ["CIP-003-10", "CIP-003-11"],
    // FERC Order No. 919 and No. 918, as NERC's index dates them (docs/obligations/cip-003-low-impact.md).
    enforceableFrom: { "CIP-003-10": "2028-07-01", "CIP-003-11": "2029-07-01" },
  },
  declaredParts: {
    "CIP-003 R1.2": {
      words:
        "Review the low-impact cyber security policies, covering R1 Part 1.2's seven topics, and have the CIP Senior Manager approve them, at least once every 15 calendar months: two clocks, the review and the approval.",
      source: "CIP-003-9 R1",
      requirementText:
        "Each Responsible Entity shall review and obtain CIP Senior Manager approval at least once every 15 calendar months for one or more documented cyber security policies that collectively address the following topics: [Violation Risk Factor: Medium] [Time Horizon: Operations Planning] For its assets identified in CIP-002 containing low impact BES Cyber Systems, if any: 1.2.1. Cyber security awareness; 1.2.2. Physical security controls; 1.2.3. Electronic access controls; 1.2.4. Cyber Security Incident response; 1.2.5. Transient Cyber Assets and Removable Media malicious code risk mitigation; 1.2.6. Vendor electronic remote access security controls; and 1.2.7. Declaring and responding to CIP Exceptional Circumstances.",
      every: { months: 15 },
    },
    "CIP-003 R2 Section 1": {
      words: "Reinforce cyber security practices at least once every 15 calendar months.",
      source: "CIP-003-9 Attachment 1",
      requirementText:
        "Each Responsible Entity shall reinforce, at least once every 15 calendar months, cyber security practices (which may include associated physical security practices).",
      every: { months: 15 },
    },
    "CIP-003 R2 Section 4.5": {
      words:
        "Test the Cyber Security Incident response plan(s) at least once every 36 calendar months (an actual Reportable Cyber Security Incident counts).",
      source: "CIP-003-9 Attachment 1",
      requirementText:
        "4.5 Testing the Cyber Security Incident response plan(s) at least once every 36 calendar months by: (1) responding to an actual Reportable Cyber Security Incident; (2) using a drill or tabletop exercise of a Reportable Cyber Security Incident; or (3) using an operational exercise of a Reportable Cyber Security Incident",
      every: { months: 36 },
    },
    "CIP-003 R2 Section 4.6": {
      words:
        "Update the Cyber Security Incident response plan(s), if needed, within 180 calendar days after a test or an actual Reportable Cyber Security Incident.",
      source: "CIP-003-9 Attachment 1",
      requirementText:
        "4.6 Updating the Cyber Security Incident response plan(s), if needed, within 180 calendar days after completion of a Cyber Security Incident response plan(s) test or actual Reportable Cyber Security Incident.",
      every: { days: 180 },
    },
    "CIP-003 R2 Section 6": {
      words:
        "A site that allows vendor electronic remote access names methods for 6.1 (determining it), 6.2 (disabling it) and 6.3 (detecting malicious communications) in its reviewed site file.",
      source: "CIP-003-9 Attachment 1",
      requirementText:
        "For assets containing low impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote access, the Responsible Entity shall implement a process to mitigate risks associated with vendor electronic remote access, where such access has been established under Section 3.1. These processes shall include: 6.1 One or more method(s) for determining vendor electronic remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3 One or more method(s) for detecting known or suspected inbound and outbound malicious communications for vendor electronic remote access.",
    },
  },
  reviewedFiles: {
    name: "low-impact files",
    noun: "low-impact file",
    field: "low_impact_files",
    recordDescription:
      "CIP-003-9 low impact's reviewed files (the site files, low-impact/ID.yaml, the program file, low-impact/program.yaml, and the program records, low-impact/records/ID.yaml) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
    shown: lowImpactFileChanges,
    shownTitle: "Low-impact files changed (CIP-003-9)",
    shownDescription:
      "The CIP-003-9 low-impact files the change adds, changes or removes against the commit compared with, each as the reviewer approves it. A site file (low-impact/ID.yaml, `site`): the sites it speaks for, whether Section 3.1's routable communications cross their boundary, Section 6's vendor electronic remote access (none or allowed, with its paths) and the parts of 6.1, 6.2 and 6.3 it names no method for. A program record (low-impact/records/ID.yaml, `record`): its kind and the day it was performed. The program file (low-impact/program.yaml, `program`): the policies and plans it declares, what changed, and the sites no declared plan covers. Part of the fingerprint, as shown (compared_with aside).",
    lines: lowImpactFileLines,
    gateSetting: {
      key: "vendor_remote_access",
      settings: ["flag", "require"],
      description:
        "CIP-003-9 Attachment 1 Section 6 at review: a change to a low-impact site file (low-impact/) that makes its sites allow vendor electronic remote access, adds a vendor path, admits one in its Section 3.1 rules (electronic_access.vendor_paths), withdraws a part's last method while keeping its vendor paths, or narrows or withdraws the methods that reached a path it keeps, while a vendor path is left that no method of 6.1, 6.2 or 6.3 reaches (a method written as text reaches every path; { method, paths } only those it names). flag (the default): listed in the plan. require: the plan is refused, and the merge applies nothing.",
    },
  },
} as const satisfies FamilyShape;

/**
 * The part whose clock each kind of program record (core/low-impact/program-record.ts) closes,
 * and, but for an update, opens again from its day: one table for the plan's due days
 * (core/low-impact/program-record-reminders.ts) and the obligations' clocks
 * (core/obligations/low-impact/low-impact-clocks.ts), which may not read each other.
 */
export const LOW_IMPACT_RECORD_PARTS = {
  "policy-review": "CIP-003 R1.2",
  reinforcement: "CIP-003 R2 Section 1",
  "incident-plan-test": "CIP-003 R2 Section 4.5",
  "incident-plan-update": "CIP-003 R2 Section 4.6",
} as const satisfies Record<string, keyof typeof LOW_IMPACT_SHAPE.declaredParts>;

/** One file: a site file's line, then Section 6's gap when it has one; a record's kind and day. */
function lowImpactFileLines(shown: LowImpactFileShown, code: Escape, words: Escape): FileLines {
  const file = `${shown.change} ${code(shown.file)}`;
  const { site, record, program } = shown;
  if (program !== undefined) return programLines(file, program, words);
  if (record !== undefined) {
    const subjects =
      record.subjects === undefined ? "" : ` of ${record.subjects.map(words).join(", ")}`;
    return {
      line: `${file}: ${record.kind} performed on ${record.performed_on}${subjects}`,
      details: [
        ...clockLines(record, code),
        ...(record.approver === undefined ? [] : [approvalLine(record.approver, code, words)]),
      ],
    };
  }
  if (site === undefined) return { line: file, details: [] };
  const answers = siteAnswerWords(site, code, words);
  const gaps = gapWords(site, code);
  const changed =
    site.before === undefined
      ? []
      : Object.entries(siteAnswerWords(site.before, code, words)).flatMap(([key, was]) => {
          const now = answers[key as keyof SiteAnswerWords];
          return was === now ? [] : [`${was} -> ${now}`];
        });
  return {
    line: `${file}: ${answers.sites}; ${answers.routable}; ${answers.access}`,
    details: [
      ...(changed.length === 0 ? [] : [`changed: ${changed.join("; ")}`]),
      ...(gaps === undefined ? [] : [`Section 6: ${gaps}`]),
    ],
  };
}

/**
 * The program file's line: what it declares, what changed against the commit compared with, and a
 * warning for each site the checkout's site files name that no declared plan covers.
 */
function programLines(
  file: string,
  program: NonNullable<LowImpactFileShown["program"]>,
  words: Escape,
): FileLines {
  const ids = (list: readonly string[]) => list.map(words).join(", ");
  return {
    line: `${file}: policies ${ids(program.policies)}; incident response plans ${ids(program.plans)}`,
    details: [
      ...(program.changed.length === 0
        ? []
        : [`changed: ${program.changed.map(words).join("; ")}`]),
      ...program.uncovered.map(
        (site) =>
          `warning: no declared plan covers ${words(site)} (Attachment 1 Section 4: plans "either by asset or group of assets"); once merged, a gap while a low impact system is at it`,
      ),
    ],
  };
}

/** Section 6's gaps in the plan's words: the parts without a method, then each part's paths unreached. */
function gapWords(
  site: Omit<NonNullable<LowImpactFileShown["site"]>, "before">,
  code: Escape,
): string | undefined {
  const unreached = site.unreached ?? [];
  const parts = [...new Set(unreached.map(({ part }) => part))];
  const words = [
    ...(site.missing.length === 0 ? [] : [`no method for ${site.missing.join(", ")}`]),
    ...parts.map(
      (part) =>
        `no ${part} method reaching ${unreached
          .filter((gap) => gap.part === part)
          .map(({ path }) => code(path))
          .join(", ")}`,
    ),
  ];
  return words.length === 0 ? undefined : words.join(", ");
}

interface SiteAnswerWords {
  sites: string;
  routable: string;
  access: string;
  methods: string;
}

/** A site file's answers in the plan's words, each to compare with the same answer before. */
function siteAnswerWords(
  site: Omit<NonNullable<LowImpactFileShown["site"]>, "before">,
  code: Escape,
  words: Escape,
): SiteAnswerWords {
  const gaps = gapWords(site, code);
  return {
    sites: site.sites.map(words).join(", "),
    routable: site.routable ? "routable communications" : "no routable communications",
    access:
      site.vendor_remote_access === "none"
        ? "no vendor remote access"
        : `vendor remote access by ${site.paths.map(code).join(", ")}`,
    methods: gaps === undefined ? "no Section 6 gap" : `Section 6 gap: ${gaps}`,
  };
}

/**
 * What a program record's merge does to its clocks: what it closes, and what it opens, due when
 * (a plan saved before the due days were shown says what it closes only).
 */
function clockLines(record: NonNullable<LowImpactFileShown["record"]>, code: Escape): string[] {
  const each = (record.subjects?.length ?? 0) > 1 ? " each" : "";
  const next = (what: string) =>
    record.next_due === undefined ? "" : `; ${what}${each} due by ${record.next_due}`;
  switch (record.kind) {
    case "policy-review":
      return [
        `R1 Part 1.2 review: closes the review clock of the policies it names${next("the next review is")}`,
      ];
    case "reinforcement":
      return [`Attachment 1 Section 1: closes the reinforcement clock${next("the next is")}`];
    case "incident-plan-test":
      return [
        `Section 4.5: closes the test clock of the plans it names${next("the next test is")}`,
        ...(record.update_due === undefined
          ? []
          : [
              `Section 4.6: opens the update of ${each === "" ? "the plan" : "each plan"} it names, due by ${record.update_due}; an incident-plan-update record that follows ${code(record.id)} closes it`,
            ]),
      ];
    case "incident-plan-update":
      return record.follows === undefined
        ? []
        : [`Section 4.6: closes the update of each plan ${code(record.follows)} tested`];
  }
}

/**
 * Whose approval of the pull request closes R1 Part 1.2's approval clock of the policies a review
 * names: CIP-003-9 R1 asks for "CIP Senior Manager approval" and names no delegate.
 */
function approvalLine(
  approver: { login: string; name: string } | null,
  code: Escape,
  words: Escape,
): string {
  return approver === null
    ? "R1 Part 1.2 approval: the owner policy at the commit compared with names no cip_senior_manager, so no approval of this pull request closes it"
    : `R1 Part 1.2 approval: closes when ${words(approver.name)} (${code(approver.login)}), the CIP Senior Manager, approves this pull request; a delegate's approval does not count`;
}
