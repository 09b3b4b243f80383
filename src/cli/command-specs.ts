// The command line's words: every command, its options, arguments and examples, as data. The grammar
// in program.ts builds commander's commands from it, and help is generated from it, so a flag is
// declared once.
import { SHARED_NUMBER_SETTINGS } from "../core/shared/number-setting.ts";
import { obligationFamiliesInWords } from "../core/obligations/obligation-kinds.ts";
import { OBLIGATION_STATUSES, STILL_TO_DO } from "../core/obligations/obligation-kinds.ts";
import {
  DOCTOR_FORMATS,
  DRIFT_FORMATS,
  EXPORT_FORMATS,
  formatsHelp,
  OBLIGATIONS_FORMATS,
  PLAN_FORMATS,
  VALIDATION_FORMATS,
} from "../render/format-names.ts";
import type { CommandSpec, OptionSpec } from "./command-spec.ts";
import { CALENDAR_OPTIONS } from "./calendar-option-specs.ts";
import { CONNECTION, DOCTOR_GITHUB } from "./connection-option-specs.ts";
import { EVIDENCE_COMMAND, LEDGER_AUTHORITIES, READ_LEDGER_DIR } from "./evidence-command-spec.ts";
import { patchesCommand } from "./patches-command-spec.ts";
import { sourceKindsInWords } from "../core/sources/source-kinds.ts";

/** A number setting's default as help shows it: from the one table, so help never disagrees. */
function defaultOf(name: keyof typeof SHARED_NUMBER_SETTINGS): number {
  return SHARED_NUMBER_SETTINGS[name].default;
}

const SOURCE: OptionSpec[] = [
  {
    flags: "--path <glob>",
    description:
      "inventory files, directories or globs; repeatable, like PATHS (default: inventory/)",
    repeatable: true,
  },
  {
    flags: "--root <dir>",
    description: "repository root: symlinks must stay inside it (default: .)",
  },
  {
    flags: "--max-assets <n>",
    description: `refuse inventories declaring more assets than N (default: ${defaultOf("max-assets")})`,
  },
  {
    flags: "--max-bytes <n>",
    description: `refuse inventory files larger than N bytes together (default: ${defaultOf("max-bytes")})`,
  },
];
const SAFETY: OptionSpec[] = [
  {
    flags: "--max-change-percent <n>",
    description: `refuse deletes, or updates, above N% of the deletable live assets (overall, and per system for deletes; default: ${defaultOf("max-change-percent")})`,
  },
  {
    flags: "--min-assets-for-ratio <n>",
    description: `apply the percentage once it counts N assets (default: ${defaultOf("min-assets-for-ratio")})`,
  },
  {
    flags: "--max-changes <n>",
    description: `cap on deletes, and on updates (default: ${defaultOf("max-changes")})`,
  },
];
const COLOR: OptionSpec[] = [
  { flags: "--color", description: "colour even when not a terminal" },
  {
    flags: "--no-color",
    description: "no colour (default: colour on a terminal, unless NO_COLOR)",
  },
];

const POLICY_FILE: OptionSpec = {
  flags: "--policy <file>",
  description: "the policy file; an empty value disables it (default: cip-policy.yaml)",
};

const SOURCES_FILE: OptionSpec = {
  flags: "--sources <file>",
  description: "the sources file (default: cip-sources.yaml, when present)",
};

export const COMMAND_SPECS: readonly CommandSpec[] = [
  {
    name: "validate",
    summary:
      "Check the inventory files; with CIP_API_URL or CIP_API_KEY set, also every reference to the service.",
    paths: true,
    options: [
      ...SOURCE,
      ...CONNECTION,
      { flags: "--format <format>", description: formatsHelp(VALIDATION_FORMATS) },
      POLICY_FILE,
      SOURCES_FILE,
      ...COLOR,
    ],
    examples: ["cip-sync validate", "cip-sync validate --format sarif inventory/ > cip.sarif"],
  },
  {
    name: "plan",
    summary: "Show what apply would change in the live inventory.",
    paths: true,
    options: [
      ...SOURCE,
      ...CONNECTION,
      { flags: "--format <format>", description: formatsHelp(PLAN_FORMATS) },
      { flags: "--out <file>", description: "also save the plan as JSON, for apply --plan" },
      {
        flags: "--detailed-exitcode",
        description: "exit 2 when there are changes, baseline deviations included",
      },
      {
        flags: "--base <ref>",
        description:
          "the commit the live baselines were declared at (e.g. origin/main): list the baseline deviations from it",
      },
      ...SAFETY,
      ...COLOR,
    ],
    examples: ["cip-sync plan", "cip-sync plan --out plan.json 'inventory/**/*.yaml'"],
  },
  {
    name: "apply",
    summary:
      "Make the live inventory match the files. Asks first on a terminal; elsewhere needs --yes.",
    paths: true,
    options: [
      ...SOURCE,
      ...CONNECTION,
      {
        flags: "--plan <file>",
        description: "apply only if the plan still equals this saved plan; reads its paths too",
      },
      { flags: "--record <file>", description: "write the change record (JSON) here" },
      {
        flags: "--base <ref>",
        description:
          "the commit the live baselines were declared at (e.g. origin/main): list the baseline deviations from it",
      },
      {
        flags: "--notify-format <format>",
        description:
          "with CIP_NOTIFY_URL set: json, slack or teams (default: json); see docs/notifications.md",
      },
      {
        flags: "--notify-on <events>",
        description: "which outcomes notify: refused, failed, applied (default: refused failed)",
      },
      { flags: "-y, --yes", description: "do not ask for confirmation" },
      { flags: "--allow-mass-delete", description: "apply even when a safety limit is exceeded" },
      {
        flags: "--allow-replace",
        description: "apply even when an asset may have been renamed in the service",
      },
      ...SAFETY,
      {
        flags: "--concurrency <n>",
        description: `requests in flight (default: ${defaultOf("concurrency")})`,
      },
      {
        flags: "--deadline <seconds>",
        description: `start nothing new after this long, reads included (default: ${defaultOf("deadline")})`,
      },
      { flags: "-q, --quiet", description: "no progress, only the summary" },
      { flags: "--verbose", description: "list every operation, not only failed and skipped" },
      ...COLOR,
    ],
    examples: ["cip-sync apply", "cip-sync apply --plan plan.json --yes --record change.json"],
  },
  {
    name: "fmt",
    summary: "Rewrite inventory files in the canonical layout.",
    paths: true,
    options: [
      ...SOURCE,
      { flags: "--check", description: "change nothing; list files not formatted, exit 1 if any" },
    ],
    examples: ["cip-sync fmt", "cip-sync fmt --check inventory/substations.yaml"],
  },
  {
    name: "import",
    summary: "Write the live inventory as inventory files.",
    paths: false,
    options: [
      ...CONNECTION,
      { flags: "--out <dir>", description: "directory to write (default: inventory)" },
      { flags: "--force", description: "overwrite files in a directory that is not empty" },
      {
        flags: "--update",
        description: "rewrite the files in --out in place to match the live inventory",
      },
    ],
    examples: ["cip-sync import --out inventory", "cip-sync import --update"],
  },
  {
    name: "emulator",
    summary: "Run the local Compliance Inventory Service emulator (tests and rehearsals only).",
    paths: false,
    options: [
      { flags: "--port <n>", description: "port; 0 for any free port (default: 8787)" },
      { flags: "--host <host>", description: "address to listen on (default: 127.0.0.1)" },
      { flags: "--data <file>", description: "seed file (default: the built-in example)" },
      { flags: "--state <file>", description: "keep every change in this file" },
      { flags: "--base-path <prefix>", description: "serve the API under /PREFIX" },
      { flags: "--no-unique-names", description: "allow duplicate asset names" },
      { flags: "--hide-control-center-parent", description: "omit control centers' facilities" },
      { flags: "--latency-ms <n>", description: "delay every answer by N ms" },
      { flags: "--error-rate <r>", description: "answer 503 to this share of requests" },
      { flags: "--drop-after-commit-rate <r>", description: "drop the connection after commits" },
      { flags: "--rate-limit <n>", description: "answer 429 above N requests per second" },
      { flags: "--fault-seed <n>", description: "seed of the injected faults" },
      {
        flags: "--profile <profile>",
        description: "spec, or documented: errors as the service's docs show them (default: spec)",
      },
    ],
    examples: [
      "cip-sync emulator --port 0 --state emulator-state.json",
      "cip-sync emulator --profile documented --rate-limit 5",
    ],
  },
  {
    name: "doctor",
    summary:
      "Check the way to the service and what it answers, read-only: settings, proxy, DNS, TCP, TLS, the key, the four lists; and, given a GitHub repository and token, that its default branch requires cip-sync/policy. Exits 1 when blocked, 2 on deviations.",
    paths: false,
    options: [
      ...CONNECTION,
      ...DOCTOR_GITHUB,
      { flags: "--format <format>", description: formatsHelp(DOCTOR_FORMATS) },
    ],
    examples: [
      "cip-sync doctor",
      "cip-sync doctor --format json",
      "GITHUB_TOKEN=... cip-sync doctor --repo grid-east/inventory",
    ],
  },
  {
    name: "drift",
    summary:
      "Say whether the live inventory drifted from the files, asset by asset: declared and live. Exits 2 on drift.",
    paths: true,
    options: [
      ...SOURCE,
      ...CONNECTION,
      { flags: "--format <format>", description: formatsHelp(DRIFT_FORMATS) },
      ...SAFETY,
      ...COLOR,
    ],
    examples: ["cip-sync drift", "cip-sync drift --format json inventory/"],
  },
  {
    name: "obligations",
    summary:
      // The families from the requirement table: a family added there is named here (a test holds it).
      `List the CIP obligations of the evidence ledger (${obligationFamiliesInWords()}): what is due, late or an exception, and which record closed each.`,
    paths: false,
    options: [
      READ_LEDGER_DIR,
      { flags: "--at <day>", description: "judge as of this day, YYYY-MM-DD (default: today)" },
      ...CALENDAR_OPTIONS,
      ...LEDGER_AUTHORITIES,
      {
        flags: "--due-soon-days <n>",
        description:
          "due soon from this many days before the due date (default: the policy's, else 7)",
      },
      { flags: "--format <format>", description: formatsHelp(OBLIGATIONS_FORMATS) },
      {
        flags: "--fail-on <status>",
        description:
          "exit 3 when an obligation is an exception or overdue (overdue), or an exception, overdue or due soon (due-soon)",
      },
      {
        flags: "--status <statuses>",
        description: `list only these statuses, repeatable or comma-separated: ${OBLIGATION_STATUSES.join(", ")} (default: text and markdown list ${STILL_TO_DO.join(", ")}; csv and json every one)`,
        repeatable: true,
      },
      { flags: "--all", description: "text and markdown: list every obligation, closed ones too" },
      { flags: "--out <file>", description: "write the list here, not to standard output" },
      {
        flags: "--from-start",
        description:
          "check and judge every record from the first, not only the records from the last checkpoint at or before the day on, and every signature, not only those after the verified head (the same output, the slower way; the records before the checkpoint are otherwise taken as its commit vouched for them)",
      },
    ],
    examples: [
      "cip-sync obligations --dir evidence",
      "cip-sync obligations --dir evidence --all",
      "cip-sync obligations --dir evidence --status overdue,due-soon --format json",
      "cip-sync obligations --dir evidence --time-zone America/Chicago --fail-on overdue",
      "cip-sync obligations --dir evidence --at 2026-12-31 --format csv --out obligations-2026.csv",
    ],
  },
  {
    name: "review",
    summary:
      "Write the CIP-002 R2 review file (cip-002-review.yaml): the identifications as they are now, for the CIP Senior Manager to approve in a pull request. --check: exit 1 if the file no longer describes the inventory.",
    paths: true,
    options: [
      ...SOURCE,
      {
        flags: "--workspace <name>",
        description:
          "the workspace reviewed, the Action's input workspace (default: the only workspace of the ledger in --dir)",
      },
      {
        flags: "--dir <dir>",
        description: "a checkout of the evidence branch, for --workspace's default (default: .)",
      },
      { flags: "--on <day>", description: "the review's date, YYYY-MM-DD (default: today, UTC)" },
      {
        flags: "--out <file>",
        description:
          "the review file (default: cip-002-review.yaml; the Action's input review-file)",
      },
      {
        flags: "--check",
        description: "write nothing; exit 1 if --out no longer describes the inventory",
      },
      ...CONNECTION,
      {
        flags: "--offline",
        description:
          "list only the facilities and control centers the inventory names, without the service",
      },
    ],
    examples: [
      "cip-sync review --workspace grid-east",
      "cip-sync review --workspace grid-east --offline",
      "cip-sync review --dir evidence",
      "cip-sync review --check --out cip-002-review.yaml",
    ],
  },
  {
    name: "export",
    summary: "Write the live inventory as rows with the service's ids, for a CMDB.",
    paths: false,
    options: [
      ...CONNECTION,
      { flags: "--format <format>", description: formatsHelp(EXPORT_FORMATS) },
      { flags: "--out <file>", description: "write the rows here, not to standard output" },
    ],
    examples: ["cip-sync export --format csv --out cip-assets.csv"],
  },
  {
    name: "source",
    summary: `Generate inventory documents from a read-only source (${sourceKindsInWords()}).`,
    paths: false,
    options: [],
    examples: ["cip-sync source sync cmdb --check"],
    subcommands: [
      {
        name: "sync",
        summary: "Write the documents of the systems a source owns. --check: exit 2 on changes.",
        paths: false,
        argument: { flags: "<name>", description: "the source's name in the sources file" },
        options: [
          SOURCES_FILE,
          { flags: "--root <dir>", description: "repository root (default: .)" },
          { flags: "--check", description: "change nothing; exit 2 when files would change" },
          { flags: "--skip-invalid", description: "leave out rows that cannot be declared" },
          { flags: "--allow-mass-delete", description: "write even past the guards" },
          ...SAFETY,
        ],
        examples: ["cip-sync source sync cmdb", "cip-sync source sync netbox --check"],
      },
    ],
  },
  EVIDENCE_COMMAND,
  patchesCommand(SOURCE),
  {
    name: "policy",
    summary: "Judge a saved plan by the policy (cip-policy.yaml): owners, impact, freezes.",
    paths: false,
    options: [],
    examples: ["cip-sync policy check --plan plan.json --approvals approvals.json"],
    subcommands: [
      {
        name: "check",
        summary:
          "List each rule that applies to the plan, who may satisfy it and what is missing; exit 1 while one is unmet.",
        paths: true,
        options: [
          { flags: "--plan <file>", description: "the plan saved with 'cip-sync plan --out FILE'" },
          {
            flags: "--approvals <file>",
            description: 'JSON array of {"login", "teams": [...]}: approvals on the head commit',
          },
          POLICY_FILE,
          ...SOURCE,
        ],
        examples: ["cip-sync policy check --plan plan.json --approvals approvals.json"],
      },
    ],
  },
];
