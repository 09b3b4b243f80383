// `cip-sync evidence append`: a break-glass apply's change record (apply --record) sealed into a
// checkout of the evidence branch as a `change` record of origin "cli", chained to the
// workspace's head with the same checks as the Action's ledger writer, timestamped when a TSA is
// given, written atomically. The operator then commits and pushes the branch. Every refusal
// happens before anything is written, and says so.
import { lstat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { observationRefusal } from "../../core/authority/authority.ts";
import { breakGlassDraft } from "../../core/evidence/records/break-glass.ts";
import type { EvidenceDraft } from "../../core/evidence/records/evidence-record.ts";
import type { ChangeRecord } from "../../core/evidence/records/change-record.ts";
import { checkedHead } from "../../core/evidence/chain/evidence-chain.ts";
import {
  besideFiles,
  isRecordPathOf,
  RECORDS_DIR,
  type SealedRecord,
  sealedAs,
  sealRecord,
  workspaceOfPath,
  workspacesOfPaths,
} from "../../core/evidence/chain/record-files.ts";
import {
  changeRecordSchema,
  evidenceRecordSchema,
} from "../../core/evidence/records/evidence-schema.ts";
import { tokenPath, untimestampedRecords } from "../../core/evidence/chain/evidence-timestamps.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { jsonPath } from "../../core/plan/saved/plan-schema.ts";
import { readFromLedger, walkLedgerDirectory } from "../../io/ledger/ledger-files.ts";
import { replaceFile } from "../../io/checkout/replace-file.ts";
import { containedPath, outsideWords } from "../../io/checkout/contained-path.ts";
import {
  readPemCertificates,
  readTimestampToken,
} from "../../io/ledger/timestamps/timestamp-token.ts";
import { openTsaClient } from "../../io/ledger/timestamps/tsa-client.ts";
import { type TsaEndpoint, tsaName } from "../../io/ledger/timestamps/tsa-endpoint.ts";
import { flagPath, readFlagFile } from "../shared/flag-files.ts";
import { type CliIo, EXIT_OK } from "../shared/io.ts";
import type { EvidenceAppendSettings } from "../shared/settings.ts";
import { UsageError } from "../shared/usage-error.ts";
import { type MonitoringFile, readMonitoringFile } from "./monitoring-append.ts";
import { reportSealed } from "./sealed-report.ts";

const NOTHING_WRITTEN = "Nothing was written.";

/** How long the TSA may take for the record's token. */
const TSA_TIMEOUT_MS = 30_000;

export async function appendEvidenceRecord(
  settings: EvidenceAppendSettings,
  io: CliIo,
): Promise<number> {
  const input = await readInput(settings, io);
  const dir = resolve(io.cwd, settings.dir);
  const notReadable = (error: unknown) => {
    throw new UsageError(`${errorMessage(error)}. ${NOTHING_WRITTEN}`);
  };
  // Every path is listed; only the workspace's last two records, its head, are read.
  const paths = await ledgerPaths(dir, settings, input);
  const workspace =
    input.kind === "change"
      ? workspaceFor(settings, paths)
      : monitoringWorkspace(input.file, settings, paths);
  const { draft, listing } =
    input.kind === "change"
      ? { draft: changeDraft(input.record, workspace, paths, settings), listing: undefined }
      : await monitoringDraftOf(input.file, dir, paths);
  const now = new Date(io.now?.() ?? Date.now());
  // An observation dated after its append would blind R2.1 for good (the authority table).
  const late =
    input.kind === "monitoring"
      ? observationRefusal(input.file.observedAt, "operator-signed-append", now)
      : undefined;
  if (late !== undefined)
    throw new UsageError(`--monitoring ${settings.monitoring} ${late}. ${NOTHING_WRITTEN}`);
  const read = readFromLedger(dir);
  const headFiles = await Promise.all(
    paths
      .filter((path) => isRecordPathOf(path, workspace))
      .slice(-2)
      .map(async (path) => ({ path, bytes: await read(path) })),
  ).catch(notReadable);
  const checked = checkedHead(headFiles, workspace, now);
  if ("broken" in checked) {
    throw new UsageError(
      `the evidence chain of workspace ${workspace} in --dir ${settings.dir} is broken, so no record was appended to it: ${checked.broken.message}. Run 'cip-sync evidence verify --dir ${settings.dir}', and pull the evidence branch again if the checkout is stale. ${NOTHING_WRITTEN}`,
    );
  }
  const workspacePaths = paths.filter((path) => workspaceOfPath(path) === workspace);
  const pending = untimestampedRecords(workspacePaths);
  // The TSA is in use once a record of the workspace has its token beside it.
  const present = new Set(workspacePaths);
  const timestamped = workspacePaths.some(
    (path) => isRecordPathOf(path, workspace) && present.has(tokenPath(path)),
  );
  if (timestamped && settings.tsa === undefined) {
    throw new UsageError(
      `the records of workspace ${workspace} are timestamped, and this one would have no token: pass --tsa-url URL (the Action's evidence-tsa-url), or set CIP_TSA_URL. ${NOTHING_WRITTEN}`,
    );
  }
  const sealed = sealRecord(
    draft,
    checked.head,
    now,
    pending.map(({ sequence }) => sequence),
  );
  const valid = evidenceRecordSchema.safeParse(sealed.record);
  if (!valid.success) {
    const [issue] = valid.error.issues;
    throw new UsageError(
      `${inputFlag(settings)} does not make a valid evidence record (at ${jsonPath(issue?.path ?? [])}: ${issue?.message}). ${NOTHING_WRITTEN}`,
    );
  }
  const token =
    settings.tsa === undefined ? undefined : await timestamp(settings.tsa, settings, sealed, io);
  const beside = besideFiles(sealed, { listing });
  await writeSealed(dir, { sealed, token, beside }, settings);
  const written = { stamped: token !== undefined, beside: beside.map(({ path }) => path) };
  await reportSealed({ dir, given: settings.dir }, sealed, written, io);
  return EXIT_OK;
}

/** The ledger's files in --dir; or, without records/, what starting a ledger there takes. */
async function ledgerPaths(
  dir: string,
  settings: EvidenceAppendSettings,
  input: AppendInput,
): Promise<string[]> {
  try {
    return [...(await walkLedgerDirectory(dir, "--dir"))()];
  } catch (error) {
    const start =
      (await lstat(join(dir, RECORDS_DIR)).catch(() => undefined)) === undefined
        ? ledgerStart(settings, input)
        : NOTHING_WRITTEN;
    throw new UsageError(`${errorMessage(error)}. ${start}`);
  }
}

type AppendInput =
  { kind: "change"; record: ChangeRecord } | { kind: "monitoring"; file: MonitoringFile };

async function readInput(settings: EvidenceAppendSettings, io: CliIo): Promise<AppendInput> {
  return settings.monitoring === undefined
    ? { kind: "change", record: await readChangeRecord(settings.record ?? "", io) }
    : {
        kind: "monitoring",
        file: await readMonitoringFile({ ...settings, monitoring: settings.monitoring }, io),
      };
}

/** The flag and file the record comes from, for messages. */
function inputFlag(settings: EvidenceAppendSettings): string {
  return settings.monitoring === undefined
    ? `--record ${settings.record}`
    : `--monitoring ${settings.monitoring}`;
}

function changeDraft(
  record: ChangeRecord,
  workspace: string,
  paths: readonly string[],
  settings: EvidenceAppendSettings,
): EvidenceDraft {
  const drafted = breakGlassDraft(record, workspace, TOOL_VERSION);
  if ("refusal" in drafted) {
    throw new UsageError(
      `--record ${settings.record} cannot be sealed: ${drafted.refusal}. ${NOTHING_WRITTEN}`,
    );
  }
  const earlier = sealedAs(paths, "change", drafted.draft.run.run_id);
  if (earlier !== undefined) {
    throw new UsageError(
      `--record ${settings.record} is already sealed in the ledger as ${earlier}: a change is recorded once. ${NOTHING_WRITTEN}`,
    );
  }
  return drafted.draft;
}

/**
 * The collector file's draft, with the listing to write beside it (--listing), refused when the
 * same file was sealed already.
 */
async function monitoringDraftOf(
  file: MonitoringFile,
  dir: string,
  paths: readonly string[],
): Promise<{ draft: EvidenceDraft; listing: string | undefined }> {
  const drafted = await file.draft(TOOL_VERSION, { dir, paths });
  const { draft } = drafted;
  const earlier = sealedAs(paths, "configuration-monitoring", draft.run.run_id);
  if (earlier !== undefined) {
    throw new UsageError(
      `--monitoring ${file.file} is already sealed in the ledger as ${earlier}: a collector's file is recorded once. ${NOTHING_WRITTEN}`,
    );
  }
  return drafted;
}

/** The change record, checked against the schema; the messages name the file and the field. */
async function readChangeRecord(given: string, io: CliIo): Promise<ChangeRecord> {
  const text = await readFlagFile(
    flagPath(
      "--record",
      given,
      "pass the change record written by 'cip-sync apply --record FILE'",
      io,
    ),
  );
  const fix = `pass the file 'cip-sync apply --record FILE' wrote, unchanged. ${NOTHING_WRITTEN}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--record ${given} is not JSON (${errorMessage(error)}): ${fix}`);
  }
  const parsed = changeRecordSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `at ${jsonPath(issue.path)}: ${issue.message}`)
      .join("; ");
    throw new UsageError(`--record ${given} is not a change record (${issues}): ${fix}`);
  }
  return parsed.data;
}

const PASS_WORKSPACE = `pass --workspace NAME (the Action's input workspace, default "default")`;

/**
 * How to start a ledger in --dir, which has no records/ directory: the directory, and the
 * workspace when nothing else names it (a collector's file names its own).
 */
function ledgerStart(settings: EvidenceAppendSettings, input: AppendInput): string {
  const workspace =
    settings.workspace === undefined && input.kind === "change"
      ? `, and ${PASS_WORKSPACE}: an empty ledger has no workspace to take`
      : "";
  return `To start a new ledger there instead (${LEDGER_START_DOCS}), create ${join(settings.dir, RECORDS_DIR)}/ on the new evidence branch${workspace}. ${NOTHING_WRITTEN}`;
}

/** The section of the docs that starts a ledger from the command line. */
const LEDGER_START_DOCS =
  "docs/change-records-and-evidence.md#starting-a-ledger-from-the-command-line";

/**
 * A collector's file names its workspace at /workspace; it is refused where that is not the one
 * --workspace names, or where the ledger holds records of other workspaces only, each said as it
 * came about: no message names a --workspace that was not passed.
 */
function monitoringWorkspace(
  file: MonitoringFile,
  settings: EvidenceAppendSettings,
  paths: readonly string[],
): string {
  const given = `--monitoring ${file.file} is of workspace ${file.workspace} (its /workspace)`;
  const fix = `append it to the ledger of workspace ${file.workspace}, or, if the file is of another workspace, write that one at /workspace. ${NOTHING_WRITTEN}`;
  if (settings.workspace !== undefined && settings.workspace !== file.workspace)
    throw new UsageError(
      `${given}, not --workspace ${settings.workspace}: leave out --workspace, or ${fix}`,
    );
  const known = workspacesOfPaths(paths);
  if (known.length > 0 && !known.includes(file.workspace)) {
    const held =
      known.length === 1
        ? `holds only workspace ${known.join("")}`
        : `holds the workspaces ${known.join(", ")}`;
    throw new UsageError(`${given}, and the ledger in --dir ${settings.dir} ${held}: ${fix}`);
  }
  return file.workspace;
}

/** --workspace, else the ledger's only workspace; a name the ledger does not know is refused. */
function workspaceFor(settings: EvidenceAppendSettings, paths: readonly string[]): string {
  const known = workspacesOfPaths(paths);
  const listed = known.join(", ");
  if (settings.workspace === undefined) {
    const [only, ...others] = known;
    if (only !== undefined && others.length === 0) return only;
    throw new UsageError(
      known.length === 0
        ? `--dir ${settings.dir} holds no record yet: ${PASS_WORKSPACE}. ${NOTHING_WRITTEN}`
        : `--dir ${settings.dir} holds the workspaces ${listed}: pass --workspace NAME to say which one the change belongs to. ${NOTHING_WRITTEN}`,
    );
  }
  if (known.length > 0 && !known.includes(settings.workspace)) {
    throw new UsageError(
      `--workspace ${settings.workspace} has no records in --dir ${settings.dir}, which holds ${listed}: pass one of them (the Action's input workspace). ${NOTHING_WRITTEN}`,
    );
  }
  return settings.workspace;
}

/** The record's token from the TSA, checked against --tsa-ca when given; refused before writing. */
async function timestamp(
  endpoint: TsaEndpoint,
  settings: EvidenceAppendSettings,
  sealed: SealedRecord,
  io: CliIo,
): Promise<Uint8Array> {
  const bytes = new TextEncoder().encode(sealed.text);
  const client = openTsaClient(endpoint);
  let token: Uint8Array;
  try {
    token = await client.stamp(bytes, TSA_TIMEOUT_MS);
  } catch (error) {
    throw new UsageError(
      `${errorMessage(error)} (${endpoint.source}): check that the TSA is reachable from here and try again. ${NOTHING_WRITTEN}`,
    );
  } finally {
    await client.close();
  }
  if (settings.tsaCa !== undefined) {
    const fix = "give the PEM file of the certificate authority that issued the TSA's certificate";
    const pem = await readFlagFile(flagPath("--tsa-ca", settings.tsaCa, fix, io));
    let trusted;
    try {
      trusted = readPemCertificates(pem, `--tsa-ca ${settings.tsaCa}`);
    } catch (error) {
      throw new UsageError(errorMessage(error));
    }
    const reading = await readTimestampToken(token, bytes, trusted);
    if (!reading.valid) {
      throw new UsageError(
        `the token of the TSA ${tsaName(endpoint)} does not check against --tsa-ca ${settings.tsaCa}: ${reading.reason}. ${NOTHING_WRITTEN}`,
      );
    }
  }
  return token;
}

/**
 * The token and the files the record vouches for (its listing) first, then the record: a token
 * without its record is ignored by every reader, and a record is never without its listing.
 */
async function writeSealed(
  dir: string,
  files: {
    sealed: SealedRecord;
    token: Uint8Array | undefined;
    beside: readonly { path: string; content: string }[];
  },
  settings: EvidenceAppendSettings,
): Promise<void> {
  const { sealed, token, beside } = files;
  const target = join(dir, sealed.path);
  // Every file stays in the ledger's checkout: a link there (git keeps links) is not written through.
  const paths = [sealed.path, ...beside.map(({ path }) => path)];
  if (token !== undefined) paths.push(tokenPath(sealed.path));
  for (const path of paths) {
    const contained = await containedPath(dir, join(dir, path));
    if ("outside" in contained)
      throw new UsageError(outsideWords(path, contained.outside, `--dir ${settings.dir}`));
  }
  if ((await lstat(target).catch(() => undefined)) !== undefined) {
    throw new UsageError(
      `--dir ${settings.dir} already has a file at ${sealed.path}: run the command again (the record is stamped with the current time). ${NOTHING_WRITTEN}`,
    );
  }
  if (token !== undefined) await replaceFile(join(dir, tokenPath(sealed.path)), token);
  for (const { path, content } of beside) await replaceFile(join(dir, path), content);
  await replaceFile(target, sealed.text);
}
