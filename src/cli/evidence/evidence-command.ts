// `cip-sync evidence verify`: the ledger's verdict, read from a checkout of the evidence branch
// (`evidence report`, the audit pack, is report-command.ts). Its flags are checked in settings.ts.
import { resolve } from "node:path";
import { breakLine, parseVerifiedRecord } from "../../core/evidence/chain/evidence-chain.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import { LedgerChecker } from "../../core/evidence/chain/chain-check.ts";
import { WITHOUT_HISTORY } from "../../core/evidence/chain/evidence-history.ts";
import { type LedgerPaths, listedOnce, walkLedgerDirectory } from "../../io/ledger/ledger-files.ts";
import {
  checkLedgerFiles,
  LedgerReaders,
  type RecordsTaker,
} from "../../io/ledger/ledger-readers.ts";
import { workspaceOfPath } from "../../core/evidence/chain/record-files.ts";
import { LedgerCheckpoints } from "../../io/ledger/ledger-checkpoints.ts";
import { olderCheckpointsText } from "../../core/checkpoint/checkpoint-recompute.ts";
import { keepCarriedReads } from "../../core/obligations/carried-reads.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import { verifyAnchors } from "./evidence-anchors.ts";
import type { EvidenceVerifySettings } from "../shared/settings.ts";
import { availableParallelism } from "node:os";
import {
  checkWriterProofs,
  SignaturesRead,
  type WriterProofs,
} from "../../io/ledger/ledger-writer-proofs.ts";
import { SignatureCheckers } from "../../io/ledger/signature-checkers.ts";
import {
  declaredKeysAt,
  noneSignedText,
  type Writer,
  writerCheck,
  writerKeys,
} from "../shared/ledger/writer-signatures.ts";
import {
  type HistoryJudged,
  passOverInHistory,
  withoutPassedOver,
} from "../shared/ledger/verified-records.ts";
import { HeadsVerified, writeVerifiedHead } from "../../io/ledger/verified-head-file.ts";
import { errorMessage } from "../../core/shared/errors.ts";

/**
 * The writer's signatures of the records at `paths`, verified on every core where it can; each
 * workspace's head told to `heads`.
 */
async function checkSignatures(
  dir: string,
  paths: Iterable<string>,
  writer: Writer,
  io: CliIo,
  { heads, read }: { heads: HeadsVerified; read: SignaturesRead | undefined },
): Promise<WriterProofs> {
  const ahead = SignatureCheckers.start(io.ledgerThreadEntry, availableParallelism());
  try {
    return await checkWriterProofs(dir, paths, writerCheck(writer, ahead, { heads }), read);
  } finally {
    await ahead?.close();
  }
}

/**
 * What the readers read of the signatures beside the chain check, each verified as it is read with
 * the declared keys and, with --repository, those of the declarations the records put in force.
 */
function signaturesRead(writer: Writer, paths: Iterable<string>): SignaturesRead {
  const { inForce } = writer;
  const keysAt = inForce && ((commits: readonly string[]) => declaredKeysAt(inForce, commits));
  return new SignaturesRead(paths, writer.keys, keysAt);
}

/**
 * The verified head of a ledger verify found intact with --ledger-declaration and --repository,
 * written where the judging commands read it (verified-head.ts); what standard output says of it.
 * One that cannot be written is said on standard error: the ledger verified all the same.
 */
async function leaveHead(
  writer: Writer | undefined,
  { heads, read }: { heads: HeadsVerified; read: SignaturesRead | undefined },
  io: CliIo,
) {
  const reading = writer?.inForce;
  if (reading?.head === undefined || read === undefined) return;
  const at = new Date(io.now?.() ?? Date.now());
  const head = heads.head(reading.sha256, at, (workspace) => read.digestsHexOf(workspace));
  try {
    await writeVerifiedHead(reading.head, head);
  } catch (error) {
    io.stderr(
      `warning: the verified head could not be written to ${reading.head.given} (${errorMessage(error)}): the judging commands will check every signature again; give --verified-head FILE somewhere writable\n`,
    );
    return;
  }
  const through = head.workspaces.map(({ workspace, sequence }) => `#${sequence} of ${workspace}`);
  io.stdout(
    `Verified head written to ${reading.head.given} (${through.join(", ") || "no record"}): obligations, evidence populations and evidence report given the same --ledger-declaration and --repository check the signatures of the records after it only.\n`,
  );
}

export async function verifyEvidence(settings: EvidenceVerifySettings, io: CliIo): Promise<number> {
  if (settings.remote !== undefined) {
    // Loaded only here: the GitHub client is not needed to verify a checkout.
    const { verifyRemote } = await import("./evidence-remote.ts");
    return verifyRemote(settings.remote, settings.writer, io);
  }
  return (await verifyCheckout(settings, io)) ? EXIT_OK : EXIT_ERROR;
}

/**
 * Who reads the records beside verify's own walk (`evidence handover`): the history, judged before
 * the walk so that each record is taken knowing whether verify flags it, and the taker of every
 * valid record of every workspace, in name order, whose findings count only if the ledger verified.
 */
export interface VerifyBeside {
  history: HistoryJudged;
  /**
   * The ledger's files, listed once (listedOnce), and its readers (the judging thread is what they
   * wait on), each made by the caller before its own first reading, so that they start sooner.
   */
  paths: LedgerPaths;
  readers: LedgerReaders | undefined;
  take(path: string, entry: HashedRecord): void;
}

/**
 * `evidence verify` of a checkout: what it checked on standard output, or its problems on standard
 * error; whether the ledger verified. `beside` takes the records as the walk reads them.
 */
export async function verifyCheckout(
  settings: EvidenceVerifySettings,
  io: CliIo,
  beside?: VerifyBeside,
): Promise<boolean> {
  const dir = resolve(io.cwd, settings.dir);
  // Started first, so that they start while the declaration's history and the listing are read
  // (LedgerReaders; the handover's by the handover, sooner still); closed however verify ends.
  const readers =
    beside === undefined ? LedgerReaders.start(io.ledgerThreadEntry, dir, false) : beside.readers;
  try {
    return await verifyReading(settings, io, readers, beside);
  } finally {
    await readers?.close();
  }
}

/** verifyCheckout, the files checked by `readers`. */
async function verifyReading(
  settings: EvidenceVerifySettings,
  io: CliIo,
  readers: LedgerReaders | undefined,
  beside: VerifyBeside | undefined,
): Promise<boolean> {
  // The declaration (and --repository) first: a wrong file is said before the ledger is read.
  const writer = await writerKeys(io, settings);
  const dir = resolve(io.cwd, settings.dir);
  const paths = beside?.paths ?? listedOnce(await walkLedgerDirectory(dir, "--dir"));
  // Each record's facts are kept only for the checks that read them after the chain's.
  const checker = new LedgerChecker({
    keepRecords: settings.tsaCa !== undefined || settings.expectHead !== undefined,
  });
  // Each checkpoint recomputed from the records the chain check takes, not from a second reading,
  // and with --ledger-declaration each record's signature file read beside it, for the same reason.
  const recompute = new LedgerCheckpoints(dir, paths);
  const read = writer && signaturesRead(writer, paths());
  const records = beside === undefined ? recompute : recordsBoth(recompute, beside, paths());
  await checkLedgerFiles(dir, paths(), checker, readers, records, read);
  const verified = checker.result();
  const anchors = await verifyAnchors(settings, paths(), verified, io, beside?.history);
  const { breaks, passedOver } = passOverInHistory(anchors.history, verified.breaks, io.stderr);
  // The writer's signatures, along intact chains only, with the declaration's keys when given.
  const heads = new HeadsVerified();
  const judgedPaths = withoutPassedOver(paths(), passedOver);
  const proofs =
    writer === undefined || breaks.length > 0
      ? undefined
      : await checkSignatures(dir, judgedPaths, writer, io, { heads, read });
  // Recomputed along intact chains only: a broken ledger is refused for its breaks already.
  const checkpoints =
    breaks.length === 0 ? recompute.finish() : { recomputed: 0, problems: [], older: [] };
  const problems = [
    ...breaks.map(breakLine),
    ...checkpoints.problems,
    ...anchors.problems,
    ...(proofs?.problems ?? []),
  ];
  if (problems.length > 0) {
    io.stderr(
      `The evidence ledger in ${settings.dir} is broken (${problems.length} problem(s)):\n${problems.map((problem) => `  ${problem}\n`).join("")}`,
    );
    return false;
  }
  const checked = [
    "every record matches the schema and every chain is intact",
    ...(checkpoints.recomputed === 0
      ? []
      : [
          `each of the ${checkpoints.recomputed} checkpoint(s) is the fold of the records before it`,
        ]),
    ...(settings.tsaCa === undefined ? [] : ["every timestamp token is valid"]),
    ...(settings.expectHead === undefined ? [] : ["the published head is in the chain"]),
    ...(proofs === undefined || proofs.signed === 0
      ? []
      : [
          writer?.inForce === undefined
            ? `every record from each workspace's first signed one on (${proofs.signed} signed) is signed by a key ${settings.ledgerDeclaration} declares`
            : `every record from each workspace's first signed one on (${proofs.signed} signed) is signed by a key of the cip-ledger.yaml in force before it (read from --repository ${writer.inForce.given}), and ${writer.file} is the one in force at each workspace's head`,
        ]),
  ];
  const unchecked = [
    ...(checkpoints.older.length === 0 ? [] : [olderCheckpointsText(checkpoints.older)]),
    ...(passedOver.size === 0
      ? []
      : [
          `${passedOver.size} file(s) at command-line record paths, which no operator key authenticates, are no records and were passed over as unauthenticated exceptions (each named above)`,
        ]),
    ...(anchors.history.unread ? [`the history was not checked: ${WITHOUT_HISTORY.notice}`] : []),
    ...(proofs?.signed === 0 && settings.ledgerDeclaration !== undefined
      ? [noneSignedText(settings.ledgerDeclaration)]
      : []),
  ];
  io.stdout(
    `Verified ${verified.recordCount} record(s) in ${verified.workspaces.length} workspace(s) (${verified.workspaces.join(", ") || "none"}): ${[...checked, ...unchecked].join("; ")}.\n`,
  );
  await leaveHead(writer, { heads, read }, io);
  return true;
}

/** The checkpoints' recompute and `beside`, each given the records it takes, from one walk. */
function recordsBoth(
  recompute: LedgerCheckpoints,
  beside: VerifyBeside,
  paths: Iterable<string>,
): RecordsTaker {
  const workspaces = new Set<string>();
  for (const path of paths) {
    const workspace = workspaceOfPath(path);
    if (workspace !== undefined) workspaces.add(workspace);
  }
  return {
    workspaces,
    // The handover's judging thread is the one the readers wait on.
    readersWait: true,
    // Parsed once for both (the readers checked the bytes against the schema).
    take(path, sha256, bytes, carried) {
      const entry = { record: parseVerifiedRecord(bytes), sha256 };
      // Read by the passes below: the files the reader parsed are not parsed again here.
      if (carried !== undefined) keepCarriedReads(entry.record, carried);
      if (recompute.workspaces.has(entry.record.workspace)) recompute.takeParsed(path, entry);
      beside.take(path, entry);
    },
  };
}
