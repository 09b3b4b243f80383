// `cip-sync evidence verify` and `cip-sync evidence report`: the audit pack, read from a checkout
// of the evidence branch. Settings are checked here, once, with messages naming the flag.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { verifyLedger } from "../core/evidence-chain.ts";
import { buildEvidenceReport } from "../engine/evidence.ts";
import { readLedgerDirectory } from "../io/ledger-files.ts";
import { renderEvidenceCsv } from "../render/evidence-csv.ts";
import { renderEvidenceHtml } from "../render/evidence-html.ts";
import { renderEvidenceMarkdown } from "../render/evidence-markdown.ts";
import { writeFlagFile } from "./flag-files.ts";
import type { CliIo } from "./io.ts";
import { UsageError } from "./settings.ts";

export const REPORT_FORMATS = ["markdown", "csv", "html", "json"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface EvidenceVerifySettings {
  dir: string;
}

export interface EvidenceReportSettings {
  dir: string;
  from: Date;
  /** The first instant after the period (the day after --to, at 00:00 UTC). */
  to: Date;
  format: ReportFormat;
  out: string | undefined;
}

export const EVIDENCE_USAGE = `Usage:
  cip-sync evidence verify [--dir DIR]
  cip-sync evidence report [--dir DIR] --from YYYY-MM-DD --to YYYY-MM-DD [--format markdown|csv|html|json] [--out FILE]

DIR is a checkout of the evidence branch (default: .). Dates are UTC days; --to is included.
`;

/** A UTC day as the first instant of it (`flag` names the setting in messages). */
function parseDay(flag: string, given: string | undefined): Date {
  if (given === undefined)
    throw new UsageError(
      `${flag} is missing: give the period's ${flag === "--from" ? "first" : "last"} day as YYYY-MM-DD (UTC)`,
    );
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given);
  const date =
    match === null
      ? undefined
      : new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date === undefined || date.toISOString().slice(0, 10) !== given)
    throw new UsageError(
      `${flag} ${given} is not a day: write it as YYYY-MM-DD (UTC), e.g. 2026-01-31`,
    );
  return date;
}

export function evidenceReportSettings(values: {
  dir?: string;
  from?: string;
  to?: string;
  format?: string;
  out?: string;
}): EvidenceReportSettings {
  const from = parseDay("--from", values.from);
  const lastDay = parseDay("--to", values.to);
  if (lastDay < from)
    throw new UsageError(
      `--to ${values.to} is before --from ${values.from}: give the period's last day after its first`,
    );
  const format = values.format ?? "markdown";
  if (!(REPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(
      `--format ${format} is not a report format: use one of ${REPORT_FORMATS.join(", ")}`,
    );
  return {
    dir: values.dir ?? ".",
    from,
    to: new Date(lastDay.getTime() + 86_400_000),
    format: format as ReportFormat,
    out: values.out,
  };
}

/** Parses `evidence verify|report ...` (argv after "evidence"). */
export function parseEvidenceArgs(
  argv: readonly string[],
):
  | { action: "verify"; settings: EvidenceVerifySettings }
  | { action: "report"; settings: EvidenceReportSettings }
  | { action: "help" } {
  const [action, ...rest] = argv;
  if (action === undefined || action === "--help" || action === "-h") return { action: "help" };
  const options = {
    dir: { type: "string" },
    from: { type: "string" },
    to: { type: "string" },
    format: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean", short: "h" },
  } as const;
  let values: {
    dir?: string;
    from?: string;
    to?: string;
    format?: string;
    out?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({ args: [...rest], options, allowPositionals: false, strict: true }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${EVIDENCE_USAGE}`);
  }
  if (values.help === true) return { action: "help" };
  if (action === "verify") {
    for (const flag of ["from", "to", "format", "out"] as const)
      if (values[flag] !== undefined)
        throw new UsageError(`--${flag} is for 'evidence report', not 'evidence verify'`);
    return { action: "verify", settings: { dir: values.dir ?? "." } };
  }
  if (action === "report") return { action: "report", settings: evidenceReportSettings(values) };
  throw new UsageError(
    `'evidence ${action}' is not a command: use 'evidence verify' or 'evidence report'\n${EVIDENCE_USAGE}`,
  );
}

export async function runEvidenceCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseEvidenceArgs(argv);
  switch (parsed.action) {
    case "help":
      io.stdout(EVIDENCE_USAGE);
      return 0;
    case "verify":
      return verifyEvidence(parsed.settings, io);
    case "report":
      return reportEvidence(parsed.settings, io);
  }
}

export async function verifyEvidence(settings: EvidenceVerifySettings, io: CliIo): Promise<number> {
  const files = await readLedgerDirectory(resolve(io.cwd, settings.dir), "--dir");
  const verified = verifyLedger(files);
  if (verified.breaks.length > 0) {
    io.stderr(
      `The evidence ledger in ${settings.dir} is broken (${verified.breaks.length} break(s)):\n${verified.breaks.map((found) => `  ${found.file}: ${found.message}\n`).join("")}`,
    );
    return 1;
  }
  io.stdout(
    `Verified ${verified.records.length} record(s) in ${verified.workspaces.length} workspace(s) (${verified.workspaces.join(", ") || "none"}): every record matches the schema and every chain is intact.\n`,
  );
  return 0;
}

export async function reportEvidence(settings: EvidenceReportSettings, io: CliIo): Promise<number> {
  const files = await readLedgerDirectory(resolve(io.cwd, settings.dir), "--dir");
  const now = new Date();
  const report = buildEvidenceReport(files, { from: settings.from, to: settings.to }, now);
  const render = {
    markdown: renderEvidenceMarkdown,
    csv: renderEvidenceCsv,
    html: renderEvidenceHtml,
    json: (value: typeof report) => `${JSON.stringify(value, null, 2)}\n`,
  }[settings.format];
  const content = render(report);
  if (settings.out === undefined) io.stdout(content);
  else {
    await writeFlagFile(
      {
        flag: "--out",
        given: settings.out,
        fix: "choose another file path for the report",
        cwd: io.cwd,
      },
      content,
    );
    io.stderr(`Wrote the ${settings.format} report to ${settings.out}.\n`);
  }
  const { breaks } = report.ledger;
  if (breaks.length === 0) return 0;
  io.stderr(
    `The evidence ledger is broken (${breaks.length} break(s)); the report shows what could be read. Run 'cip-sync evidence verify --dir ${settings.dir}' for each break.\n`,
  );
  return 1;
}
