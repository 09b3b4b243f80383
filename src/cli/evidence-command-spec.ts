// `cip-sync evidence`'s words: verify, append and report, the commands an auditor and an operator
// run against a checkout of the evidence branch (command-specs.ts lists it with the others).
import { obligationFamiliesInWords } from "../core/obligations/obligation-kinds.ts";
import { DEFAULT_MAX_SKEW_MINUTES } from "../core/evidence/chain/evidence-timestamps.ts";
import { EVIDENCE_REPORT_FORMATS, formatsHelp } from "../render/format-names.ts";
import { POPULATION_FILES } from "../render/evidence/population-file-names.ts";
import { CALENDAR_OPTIONS } from "./calendar-option-specs.ts";
import { CONNECTION } from "./connection-option-specs.ts";
import type { CommandSpec, OptionSpec } from "./command-spec.ts";

/**
 * The zone the report and the populations count their period's days in, as their help says it:
 * the policy calendar's (--time-zone, else the policy's time_zone, else UTC), the same for both.
 */
const PERIOD_ZONE = "in the policy calendar's time zone, as --time-zone says";

const LEDGER_DIR: OptionSpec = {
  flags: "--dir <dir>",
  description: "a checkout of the evidence branch (default: .)",
};

/** The ledger a reading command judges: a checkout, or a git bundle carrying its history. */
export const READ_LEDGER_DIR: OptionSpec = {
  flags: "--dir <dir>",
  description:
    "a clone of the evidence branch (default: .), or a git bundle of it with the default branch (git bundle create ledger.bundle cip-sync-evidence origin/main); a copy without .git has no history to check",
};

/** The ledger and the period a report or a population covers, its days counted in PERIOD_ZONE. */
const LEDGER_PERIOD: OptionSpec[] = [
  READ_LEDGER_DIR,
  { flags: "--from <day>", description: `first day of the period, YYYY-MM-DD (${PERIOD_ZONE})` },
  { flags: "--to <day>", description: `last day of the period, included (${PERIOD_ZONE})` },
];

/**
 * The operators' keys, as verify reads them; every command that judges obligations from a clone
 * reads them too, since what verify only warns of (a command-line record no key signed) closes nothing.
 */
export const OPERATOR_KEYS: OptionSpec = {
  flags: "--operator-keys <file>",
  description:
    "in a git clone or bundle, the armored public keys of the break-glass operators (keep the file on the default branch): their signed commits of break-glass records and collectors' files are accepted, others are reported as exceptions and close nothing; refused on a copy without .git",
};

/**
 * The writer's keys, as verify checks them; every command that judges from records checks them
 * too, since a record another job of the repository wrote is not evidence (docs/ledger-writer.md).
 */
const LEDGER_DECLARATION: OptionSpec = {
  flags: "--ledger-declaration <file>",
  description:
    "cip-ledger.yaml from the repository's default branch: in each workspace, every record from the first signed one on must be signed by a key it declares (docs/ledger-writer.md)",
};

/**
 * The repository's history, from which each record is checked with the declaration in force
 * before it (docs/ledger-writer.md, "The auditor's check, record by record").
 */
const REPOSITORY: OptionSpec = {
  flags: "--repository <dir>",
  description:
    "with --ledger-declaration, a git clone of the repository with the default branch's full history (or the bundle --dir names, made with origin/main beside the evidence branch): each record must be signed by a key of the cip-ledger.yaml in force before it, read there, and --ledger-declaration must be the one in force at each workspace's head",
};

/**
 * The verified head `evidence verify` leaves and the judging commands resume from, with
 * --ledger-declaration and --repository (docs/preparing-for-an-audit.md, "Verify once, judge many").
 */
const VERIFIED_HEAD: OptionSpec = {
  flags: "--verified-head <file>",
  description:
    "with --ledger-declaration and --repository, the verified head: evidence verify writes it once every record verified, and obligations, evidence populations and evidence report check the signatures of the records after it only (default: DIR.verified-head.json beside --dir, outside the branch's files); one written by another build, with another declaration, from another repository's declarations or on other records is refused, and every signature checked",
};

/** Who may have written a clone's records, as every command that judges from them reads it. */
export const LEDGER_AUTHORITIES: OptionSpec[] = [
  OPERATOR_KEYS,
  LEDGER_DECLARATION,
  REPOSITORY,
  VERIFIED_HEAD,
];

export const EVIDENCE_COMMAND: CommandSpec = {
  name: "evidence",
  summary:
    "Check the evidence ledger, seal a break-glass change record into it, and build the audit pack from it.",
  paths: false,
  options: [],
  examples: ["cip-sync evidence verify --dir evidence"],
  subcommands: [
    {
      name: "verify",
      summary:
        "Check every record against the schema and each workspace's hash chain; name the first break's file.",
      paths: false,
      options: [
        READ_LEDGER_DIR,
        {
          flags: "--tsa-ca <file>",
          description: "PEM certificate(s) of the TSA's authority: check every timestamp token",
        },
        { flags: "--require-timestamps", description: "fail on any record without a token" },
        {
          flags: "--max-skew <minutes>",
          description: `a token's time at most this long after the record's (default: ${DEFAULT_MAX_SKEW_MINUTES})`,
        },
        {
          flags: "--expect-head <seq:sha256>",
          description: "fail unless the ledger holds this published chain head",
        },
        {
          flags: "--remote",
          description: "check the branch through the GitHub API (GITHUB_TOKEN)",
        },
        {
          flags: "--repo <owner/repo>",
          description: "with --remote (default: GITHUB_REPOSITORY)",
        },
        {
          flags: "--branch <name>",
          description: "with --remote, the evidence branch (default: cip-sync-evidence)",
        },
        { flags: "--require-protection", description: "with --remote, fail when unprotected" },
        {
          flags: "--writer <name>",
          description:
            "in a git clone, the author every ledger commit must have (default: the first record's)",
        },
        {
          flags: "--writer-key <file>",
          description:
            "in a git clone, the writer's armored OpenPGP public key: every commit adding records must be signed by it (GitHub's web-flow key for the Action's commits)",
        },
        ...LEDGER_AUTHORITIES,
      ],
      examples: [
        "cip-sync evidence verify --dir evidence",
        "cip-sync evidence verify --dir evidence --tsa-ca tsa-ca.pem --require-timestamps",
        "cip-sync evidence verify --dir evidence --writer-key web-flow.gpg --operator-keys .github/cip-sync-operators.asc",
        "cip-sync evidence verify --dir evidence --ledger-declaration cip-ledger.yaml",
        "cip-sync evidence verify --dir ledger.bundle --ledger-declaration cip-ledger.yaml --repository ledger.bundle",
      ],
    },
    {
      name: "append",
      summary:
        "Seal a change record of a break-glass apply (apply --record), or a collector's configuration-monitoring file (--monitoring), into a checkout of the evidence branch, chained, to be committed and pushed.",
      paths: false,
      options: [
        LEDGER_DIR,
        { flags: "--record <file>", description: "the change record written by apply --record" },
        {
          flags: "--monitoring <file>",
          description:
            "a collector's configuration-monitoring file (CIP-010 R2.1), compared with the inventory at git HEAD",
        },
        {
          flags: "--path <glob>",
          description:
            "with --monitoring, inventory files, directories or globs; repeatable (default: inventory/)",
        },
        {
          flags: "--root <dir>",
          description: "with --monitoring, the inventory repository's root (default: .)",
        },
        {
          flags: "--listing",
          description:
            "with --monitoring, read the workspace's inventory listing from the service ($CIP_API_URL, $CIP_API_KEY) and keep it beside the record: the Cyber Asset population is then complete",
        },
        ...CONNECTION,
        {
          flags: "--workspace <name>",
          description:
            "the Action's workspace (default: the ledger's only workspace; an empty ledger needs it)",
        },
        {
          flags: "--tsa-url <url>",
          description:
            "RFC 3161 timestamp authority: write a token beside it (default: $CIP_TSA_URL)",
        },
        {
          flags: "--tsa-ca <file>",
          description: "PEM certificate(s) of the TSA's authority: check the token first",
        },
      ],
      examples: [
        "cip-sync evidence append --dir evidence --record change.json",
        "cip-sync evidence append --dir evidence --record change.json --tsa-url https://tsa.example.com/tsr",
        "cip-sync evidence append --dir evidence --monitoring observed.json",
        "cip-sync evidence append --dir evidence --monitoring observed.json --listing",
      ],
    },
    {
      name: "report",
      summary: `Write the audit pack for a period: changes with approvals, monitoring runs and gaps, drift episodes, and the obligations (${obligationFamiliesInWords()}) with their exceptions.`,
      paths: false,
      options: [
        ...LEDGER_PERIOD,
        ...CALENDAR_OPTIONS,
        ...LEDGER_AUTHORITIES,
        { flags: "--format <format>", description: formatsHelp(EVIDENCE_REPORT_FORMATS) },
        { flags: "--out <file>", description: "write the report here, not to standard output" },
        {
          flags: "--from-start",
          description:
            "check and read every record from the first, not only the records from the last checkpoint before the period on, and every signature, not only those after the verified head (the same report, the slower way; the records before the checkpoint are otherwise taken as its commit vouched for them)",
        },
      ],
      examples: [
        "cip-sync evidence report --dir evidence --from 2026-01-01 --to 2026-12-31 --format html --out audit-2026.html",
      ],
    },
    {
      name: "populations",
      // The files are named from the renderer's own table: help lists every file it writes.
      summary: `Write the populations an auditor samples from for a period, each row naming its ledger record: ${Object.values(POPULATION_FILES).join(", ")} (one populations.json with --format json).`,
      paths: false,
      options: [
        ...LEDGER_PERIOD,
        ...CALENDAR_OPTIONS,
        ...LEDGER_AUTHORITIES,
        {
          flags: "--format <format>",
          description:
            "csv, xlsx-safe-csv (with a byte order mark, for Excel) or json (default: csv)",
        },
        {
          flags: "--out <dir>",
          description: "the directory to write the files to, new or empty (default: populations)",
        },
        {
          flags: "--force",
          description: "write into an --out directory that is not empty, overwriting its files",
        },
        {
          flags: "--without-ports",
          description:
            "write no ports.csv, for a clone or bundle without the inventory's history (the ports are read from git at the commits the records name)",
        },
        {
          flags: "--from-start",
          description:
            "check and read every record from the first, not only the records from the last checkpoint before the period on, and every signature, not only those after the verified head (the same files, the slower way; the records before the checkpoint are otherwise taken as its commit vouched for them)",
        },
      ],
      examples: [
        "cip-sync evidence populations --dir evidence --from 2026-01-01 --to 2026-12-31 --out audit-2026",
      ],
    },
    {
      name: "handover",
      summary:
        "The auditor's handover in one reading of the ledger: verify every record and signature, then write the obligations as of the period's last day (obligations.md), the report and the populations for the period into --out; nothing is written unless the ledger verifies.",
      paths: false,
      options: [
        ...LEDGER_PERIOD,
        ...CALENDAR_OPTIONS,
        ...LEDGER_AUTHORITIES,
        {
          flags: "--out <dir>",
          description:
            "the directory to write obligations.md, the report and populations/ to, new or empty (default: handover)",
        },
        {
          flags: "--force",
          description: "write into an --out directory that is not empty, overwriting its files",
        },
        {
          flags: "--report-format <format>",
          description: "the report's format: html, markdown or json (default: html)",
        },
        {
          flags: "--populations-format <format>",
          description:
            "the populations' format: csv, xlsx-safe-csv (with a byte order mark, for Excel) or json (default: csv)",
        },
        {
          flags: "--without-ports",
          description:
            "write no populations/ports.csv, for a clone or bundle without the inventory's history",
        },
      ],
      examples: [
        "cip-sync evidence handover --dir ledger.bundle --operator-keys cip-sync-operators.asc --ledger-declaration cip-ledger.yaml --repository ledger.bundle --from 2026-01-01 --to 2026-12-31 --out handover-2026",
      ],
    },
  ],
};
