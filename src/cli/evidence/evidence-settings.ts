// The settings of the `cip-sync evidence` commands (verify, append, report), read from their flags
// (settings.ts hands them over) and, for --remote and the TSA, the environment.
import {
  DEFAULT_MAX_SKEW_MINUTES,
  type ExpectedHead,
} from "../../core/evidence/chain/evidence-timestamps.ts";
import { WORKSPACE_PATTERN } from "../../core/evidence/records/evidence-record.ts";
import { matchGroup } from "../../core/shared/collections.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { readTsaEndpoint, type TsaEndpoint } from "../../io/ledger/timestamps/tsa-endpoint.ts";
import type { NumberSetting } from "../../core/shared/number-setting.ts";
import { EVIDENCE_REPORT_RENDERERS, formatNames } from "../../render/formats.ts";
import { POPULATION_FORMATS, type PopulationFormat } from "../../render/evidence/populations.ts";
import {
  choice,
  type FlagReader,
  periodDayFlag,
  text,
  type Values,
} from "../shared/flag-values.ts";
import { UsageError } from "../shared/usage-error.ts";
import { type GitHubRepositorySettings, gitHubRepositoryOf } from "../shared/github-settings.ts";
import type { ConnectionInput, SourceSettings } from "../shared/common-settings.ts";
import { type CalendarFlags, calendarFlags } from "../compliance/obligations-settings.ts";

const HEAD_PATTERN = /^(\d+):([0-9a-f]{64})$/;
const HEAD = "the --expect-head pattern";

export interface EvidenceVerifySettings {
  command: "evidence verify";
  dir: string;
  /** PEM file of the TSA's certificate authority: timestamp tokens are checked when given. */
  tsaCa: string | undefined;
  requireTimestamps: boolean;
  maxSkewMinutes: number;
  expectHead: ExpectedHead | undefined;
  /** The author every commit adding records must have, in a git clone; default: the first's. */
  writer: string | undefined;
  /** --writer-key: the writer's public key file; record commits must be signed by it. */
  writerKey: string | undefined;
  /** --operator-keys: the break-glass operators' public keys file. */
  operatorKeys: string | undefined;
  /** --ledger-declaration: a cip-ledger.yaml whose keys must sign the records (writer-proof.ts). */
  ledgerDeclaration: string | undefined;
  /** --repository: a clone whose history gives the declaration in force before each record. */
  repository: string | undefined;
  /** --verified-head: where the verified head is written (verified-head.ts); default beside --dir. */
  verifiedHead: string | undefined;
  /** --remote: the branch read through the GitHub API instead of a checkout. */
  remote: RemoteLedgerSettings | undefined;
}

export interface RemoteLedgerSettings extends GitHubRepositorySettings {
  /** --branch; undefined: the Action's default evidence branch. */
  branch: string | undefined;
  requireProtection: boolean;
}

export interface EvidenceAppendSettings {
  command: "evidence append";
  /** A checkout of the evidence branch. */
  dir: string;
  /** The change record written by `cip-sync apply --record`; undefined with --monitoring. */
  record: string | undefined;
  /** --monitoring: a collector's configuration-monitoring file (CIP-010 R2.1). */
  monitoring: string | undefined;
  /** With --monitoring: the inventory checkout the declared side is read from. */
  source: SourceSettings;
  /**
   * --listing, with --monitoring: the workspace's inventory listing read from the service (through
   * `connection`) and kept beside the record, as the drift check keeps its own.
   */
  listing: boolean;
  connection: ConnectionInput;
  /** --workspace; undefined: the ledger's only workspace. */
  workspace: string | undefined;
  /** --tsa-url, else CIP_TSA_URL: the record is timestamped when set. */
  tsa: TsaEndpoint | undefined;
  /** PEM file of the TSA's certificate authority: the token is checked before it is written. */
  tsaCa: string | undefined;
}

export function evidenceAppendSettings(
  flags: FlagReader,
  env: NodeJS.ProcessEnv,
  inventory: { source: SourceSettings; connection: ConnectionInput },
): EvidenceAppendSettings {
  const { source, connection } = inventory;
  const record = flags.text("record");
  const monitoring = flags.text("monitoring");
  if ((record === undefined) === (monitoring === undefined)) {
    throw new UsageError(
      record === undefined
        ? "--record or --monitoring is required: pass the change record written by 'cip-sync apply --plan FILE --yes --record FILE', or a collector's configuration-monitoring file with --monitoring FILE"
        : "--record and --monitoring were both given: append one record at a time, the change record (--record) or the configuration-monitoring file (--monitoring)",
    );
  }
  if (monitoring === undefined && source.given) {
    throw new UsageError(
      "--path and --root are read with --monitoring only (the inventory the observations are compared with): leave them out with --record",
    );
  }
  const listing = flags.flag("listing");
  if (monitoring === undefined && listing) {
    throw new UsageError(
      "--listing is read with --monitoring only (the inventory listing kept beside a collector's configuration-monitoring record): leave it out with --record",
    );
  }
  if (!listing && connection.urlSource === "--api-url") {
    throw new UsageError(
      "--api-url is read with --monitoring FILE --listing only (the service the inventory listing is read from): add --listing to a --monitoring append, or leave out --api-url",
    );
  }
  const workspace = flags.text("workspace");
  if (workspace !== undefined && !WORKSPACE_PATTERN.test(workspace)) {
    throw new UsageError(
      `--workspace ${workspace} is not a workspace name: use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit, as the Action's input workspace (e.g. grid-east)`,
    );
  }
  const { tsa, tsaCa } = timestampSettings(flags, env);
  return {
    command: "evidence append",
    dir: flags.text("dir") ?? ".",
    record,
    monitoring,
    source,
    listing,
    connection,
    workspace,
    tsa,
    tsaCa,
  };
}

/** The time-stamping authority (--tsa-url, else CIP_TSA_URL) and the CA its tokens are checked by. */
function timestampSettings(
  flags: FlagReader,
  env: NodeJS.ProcessEnv,
): Pick<EvidenceAppendSettings, "tsa" | "tsaCa"> {
  const tsaFlag = flags.text("tsa-url");
  const [value, tsaSource] =
    tsaFlag === undefined ? [env.CIP_TSA_URL, "CIP_TSA_URL"] : [tsaFlag, "--tsa-url"];
  let tsa: TsaEndpoint | undefined;
  try {
    tsa = readTsaEndpoint(value, tsaSource, env);
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
  const tsaCa = flags.text("tsa-ca");
  if (tsaCa !== undefined && tsa === undefined) {
    throw new UsageError(
      "--tsa-ca checks the token of --tsa-url, which is not set: pass --tsa-url URL (or set CIP_TSA_URL), or leave out --tsa-ca",
    );
  }
  return { tsa, tsaCa };
}

const REPORT_FORMATS = formatNames(EVIDENCE_REPORT_RENDERERS);
type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * A period's days as --from and --to name them (YYYY-MM-DD): the command counts them in the
 * calendar's time zone (calendarPeriod, core/evidence/chain/as-of.ts), the report and the
 * populations alike.
 */
export interface PeriodDays {
  firstDay: string;
  lastDay: string;
}

/** What the report and the populations read alike: a ledger, over a period, in a calendar. */
interface PeriodReading extends CalendarFlags, PeriodDays {
  /** A checkout of the evidence branch. */
  dir: string;
  /** --from-start: check and read every record, not from the checkpoint before the period. */
  fromStart: boolean;
}

function periodReading(values: Values): PeriodReading {
  const calendar = calendarFlags(values);
  return {
    dir: text(values, "dir") ?? ".",
    ...calendar,
    ...periodOf(values, periodZone(calendar.timeZone)),
    fromStart: values["from-start"] === true,
  };
}

export interface EvidenceReportSettings extends PeriodReading {
  command: "evidence report";
  format: ReportFormat;
  out: string | undefined;
}

/** The zone the period's days are counted in, as far as the flags tell it. */
function periodZone(timeZone: string | undefined): string {
  return timeZone === undefined
    ? "in the policy calendar's time zone: the policy file's time_zone, else UTC"
    : `in ${timeZone}, as --time-zone says`;
}

/** --from and --to: the period's first and last days. */
function periodOf(values: Values, zone: string): PeriodDays {
  const firstDay = periodDayFlag(values, "from", zone);
  const lastDay = periodDayFlag(values, "to", zone);
  if (lastDay < firstDay) {
    throw new UsageError(
      `--to ${lastDay} is before --from ${firstDay}: give the period's last day after its first`,
    );
  }
  return { firstDay, lastDay };
}

export function evidenceReportSettings(values: Values): EvidenceReportSettings {
  return {
    command: "evidence report",
    ...periodReading(values),
    format: choice(values, "format", REPORT_FORMATS),
    out: text(values, "out"),
  };
}

export interface EvidencePopulationsSettings extends PeriodReading {
  command: "evidence populations";
  format: PopulationFormat;
  /** The directory the files go to. */
  out: string;
  /** --without-ports: no ports.csv (a clone without the inventory's history cannot read it). */
  withoutPorts: boolean;
  /** --force: write into an --out directory that is not empty. */
  force: boolean;
}

export function evidencePopulationsSettings(values: Values): EvidencePopulationsSettings {
  return {
    command: "evidence populations",
    ...periodReading(values),
    format: choice(values, "format", POPULATION_FORMATS),
    out: text(values, "out") ?? "populations",
    withoutPorts: values["without-ports"] === true,
    force: values.force === true,
  };
}

/**
 * The report formats the handover writes, HTML first (its default, the one an auditor opens): those
 * that list the obligations, which the CSV report leaves to `obligations`.
 */
const HANDOVER_REPORT_FORMATS = [
  "html",
  "markdown",
  "json",
] as const satisfies readonly ReportFormat[];

export interface EvidenceHandoverSettings extends PeriodReading {
  command: "evidence handover";
  /** The directory the handover's files go to, new or empty unless --force. */
  out: string;
  force: boolean;
  reportFormat: (typeof HANDOVER_REPORT_FORMATS)[number];
  populationsFormat: PopulationFormat;
  withoutPorts: boolean;
}

export function evidenceHandoverSettings(values: Values): EvidenceHandoverSettings {
  return {
    command: "evidence handover",
    ...periodReading(values),
    out: text(values, "out") ?? "handover",
    force: values.force === true,
    reportFormat: choice(values, "report-format", HANDOVER_REPORT_FORMATS),
    populationsFormat: choice(values, "populations-format", POPULATION_FORMATS),
    withoutPorts: values["without-ports"] === true,
  };
}

const MAX_SKEW: NumberSetting = { min: 0, max: 10_080, integer: true };

export function evidenceVerifySettings(
  flags: FlagReader,
  env: NodeJS.ProcessEnv,
): EvidenceVerifySettings {
  const tsaCa = flags.text("tsa-ca");
  const requireTimestamps = flags.flag("require-timestamps");
  if (requireTimestamps && tsaCa === undefined) {
    throw new UsageError(
      "--require-timestamps needs --tsa-ca FILE: give the PEM certificate of the authority that issued the TSA's certificate, so the tokens can be checked",
    );
  }
  const head = flags.text("expect-head");
  const match = head === undefined ? null : HEAD_PATTERN.exec(head);
  if (head !== undefined && match === null) {
    throw new UsageError(
      `--expect-head ${head} is not SEQ:SHA256: give the published head as the sequence, a colon and the record's 64 hex SHA-256 (outputs evidence-head-sequence and evidence-head-sha256)`,
    );
  }
  return {
    command: "evidence verify",
    dir: flags.text("dir") ?? ".",
    tsaCa,
    requireTimestamps,
    maxSkewMinutes: flags.number("max-skew", MAX_SKEW) ?? DEFAULT_MAX_SKEW_MINUTES,
    expectHead:
      match === null
        ? undefined
        : { sequence: Number(matchGroup(match, 1, HEAD)), sha256: matchGroup(match, 2, HEAD) },
    writer: flags.text("writer"),
    writerKey: flags.text("writer-key"),
    operatorKeys: flags.text("operator-keys"),
    ledgerDeclaration: flags.text("ledger-declaration"),
    repository: flags.text("repository"),
    verifiedHead: flags.text("verified-head"),
    remote: flags.flag("remote") ? remoteSettings(flags, env) : undefined,
  };
}

function remoteSettings(flags: FlagReader, env: NodeJS.ProcessEnv): RemoteLedgerSettings {
  return {
    ...gitHubRepositoryOf(
      flags,
      env,
      "--remote needs GITHUB_TOKEN: set it to a token that may read the repository's contents (and, to see branch protection, its administration)",
    ),
    branch: flags.text("branch"),
    requireProtection: flags.flag("require-protection"),
  };
}
