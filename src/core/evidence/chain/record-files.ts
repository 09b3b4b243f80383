// A record as the ledger keeps it: sealed after the workspace's last record (its sequence, the
// SHA-256 of the previous file, a time that sorts after it) into canonical JSON, at a path that
// names its workspace, month, time, kind and run. Pure.
import { sha256Hex } from "../../shared/sha256.ts";
import { compareCodePoints } from "../../shared/names.ts";
import { SIGNATURE_SUFFIX } from "./writer-proof.ts";
import { canonical } from "../../plan/saved/fingerprint.ts";
import {
  CLI_RUN_PREFIX,
  type EvidenceDraft,
  type EvidenceKind,
  type EvidenceRecord,
  type HashedRecord,
  type InForce,
} from "../records/evidence-record.ts";
import { inForceAfter, inForceOf } from "../records/in-force/facts-in-force.ts";
import { listingPath } from "../records/beside/inventory-listing.ts";
import { checkpointPath } from "../records/beside/checkpoint-reference.ts";

/** The workspace's last record, as the ledger holds it. */
export interface ChainHead {
  record: EvidenceRecord;
  bytes: Uint8Array;
  /**
   * What is in force after the head, where the reader folded the records up to it: the head alone
   * cannot say it when it was sealed from the command line without in_force (inForceOf).
   */
  inForce?: InForce | null;
}

/**
 * The chain head a run publishes once it appended a record (job summary, outputs, drift issue):
 * what `evidence verify --expect-head` pins the past with.
 */
export interface PublishedHead {
  workspace: string;
  sequence: number;
  sha256: string;
  /** The TSA token's time (ISO 8601), when the record is timestamped. */
  tsaTime: string | undefined;
}

export interface SealedRecord {
  record: EvidenceRecord;
  /** The file's exact content: what the next record's previous_sha256 hashes. */
  text: string;
  path: string;
}

/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
export function serializeRecord(record: EvidenceRecord): string {
  return `${JSON.stringify(canonical(record), null, 2)}\n`;
}

/**
 * The record placed after `head` (the workspace's last record; undefined for its first), recorded
 * at `now` or, when a clock runs behind the previous writer's, one millisecond after it: file names
 * then sort in chain order. `untimestamped` lists earlier records still waiting for a token.
 */
export function sealRecord(
  draft: EvidenceDraft,
  head: ChainHead | undefined,
  now: Date,
  untimestamped: readonly number[] = [],
): SealedRecord {
  const previousAt =
    head === undefined ? Number.NEGATIVE_INFINITY : Date.parse(head.record.recorded_at);
  const recordedAt = new Date(Math.max(now.getTime(), previousAt + 1)).toISOString();
  const sequence = head === undefined ? 1 : head.record.sequence + 1;
  const record = {
    ...fittedToHead(draft, head),
    sequence,
    previous_sha256: head === undefined ? null : sha256Hex(head.bytes),
    recorded_at: recordedAt,
    ...(untimestamped.length === 0 ? {} : { untimestamped_predecessors: [...untimestamped] }),
    // The fold of what is in force, carried by every record: a run reads it from the head alone.
    in_force: inForceAfter(draft, sequence, head === undefined ? null : inForceThrough(head)),
  } as EvidenceRecord;
  return { record, text: serializeRecord(record), path: recordPath(record) };
}

/** What is in force after the chain head: as its reader folded it, else as the head says. */
function inForceThrough(head: ChainHead): InForce | null {
  return head.inForce !== undefined ? head.inForce : inForceOf(head.record);
}

export const RECORDS_DIR = "records";

/** `20261123T150022.123Z`: sorts like the time, and is a valid file name everywhere. */
export function fileStamp(iso: string): string {
  return iso.replace(/[-:]/g, "");
}

/**
 * `records/<workspace>/<YYYY>/<MM>/<UTC timestamp>-<kind>-<run id>-<attempt>.json`.
 *
 * Joined rather than concatenated: V8 keeps a concatenation as a tree of its pieces (here about 16
 * nodes and the pieces themselves, some 500 bytes), a join as one flat string of about 90, and
 * the ledger's passes hold a path for every record (about 50 MB at 100,000 records as trees).
 */
export function recordPath(record: PathFields): string {
  const last = lastPath;
  if (
    last.record === record &&
    last.recorded_at === record.recorded_at &&
    last.kind === record.kind &&
    last.workspace === record.workspace &&
    last.run_id === record.run.run_id &&
    last.run_attempt === record.run.run_attempt
  )
    return last.path;
  const [year, month] = record.recorded_at.split("-");
  const name = [
    fileStamp(record.recorded_at),
    record.kind,
    record.run.run_id,
    record.run.run_attempt,
  ];
  const path = [RECORDS_DIR, record.workspace, year, month, `${name.join("-")}.json`].join("/");
  const { recorded_at, kind, workspace, run } = record;
  lastPath = { record, recorded_at, kind, workspace, ...runOf(run), path };
  return path;
}

/** The run's fields a path is made of, and no other the record's run holds. */
function runOf({ run_id, run_attempt }: PathFields["run"]): PathFields["run"] {
  return { run_id, run_attempt };
}

/** What a record's path is made of. */
type PathFields = Pick<EvidenceRecord, "workspace" | "recorded_at" | "kind"> & {
  run: Pick<EvidenceRecord["run"], "run_id" | "run_attempt">;
};

/**
 * The path recordPath gave last, and the record and fields it was made of: each pass asks it of
 * the record it is given (about ten times a record, 0.5 s of the handover's judging thread at
 * 100,000 records), one after the other. Its fields are compared too, so a record object changed
 * since is given the path of what it holds now.
 */
let lastPath: Omit<PathFields, "run"> &
  PathFields["run"] & { record: object | undefined; path: string } = {
  record: undefined,
  recorded_at: "",
  kind: "change",
  workspace: "",
  run_id: "",
  run_attempt: 0,
  path: "",
};

/**
 * Whether `path` has the shape recordPath gives a record of `workspace`: anything else beside the
 * records (a stray file someone committed) is not part of the chain the writer extends.
 */
export function isRecordPathOf(path: string, workspace: string): boolean {
  const prefix = `${RECORDS_DIR}/${workspace}/`;
  return (
    path.startsWith(prefix) &&
    /^\d{4}\/\d{2}\/\d{8}T\d{6}\.\d{3}Z-(change|monitoring|configuration-monitoring)-[^/]+-\d+\.json$/.test(
      path.slice(prefix.length),
    )
  );
}

/** Whether `path` is the file of a record sealed from the command line (origin "cli"). */
export function isCliRecordPath(path: string): boolean {
  // The names first: a reading from a checkpoint asks this of every name before it.
  if (
    !path.includes(`-change-${CLI_RUN_PREFIX}`) &&
    !path.includes(`-configuration-monitoring-${CLI_RUN_PREFIX}`)
  )
    return false;
  const workspace = workspaceOfPath(path);
  return workspace !== undefined && isRecordPathOf(path, workspace);
}

/**
 * The ledger's file that already holds the record of `kind` sealed from the command line as
 * `runId` (a break-glass change, a collector's file), if any, in any workspace: each is sealed once.
 */
export function sealedAs(
  paths: readonly string[],
  kind: "change" | "configuration-monitoring",
  runId: string,
): string | undefined {
  return paths.find((path) => isCliRecordPath(path) && path.includes(`-${kind}-${runId}-`));
}

/** The kind a record's file name states (recordPath), or undefined for another name. */
export function kindOfPath(path: string): EvidenceKind | undefined {
  const name = path.slice(path.lastIndexOf("/") + 1);
  return /^\d{8}T\d{6}\.\d{3}Z-(change|monitoring|configuration-monitoring)-/.exec(name)?.[1] as
    EvidenceKind | undefined;
}

/** When the record at `path` was recorded (ISO 8601, UTC), as its file name says; undefined for another file. */
export function recordedAtOfPath(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const found = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2}\.\d{3})Z-/.exec(name);
  return found === null
    ? undefined
    : `${found[1]}-${found[2]}-${found[3]}T${found[4]}:${found[5]}:${found[6]}Z`;
}

/** The workspaces the ledger's `paths` hold a record of, sorted. */
export function workspacesOfPaths(paths: readonly string[]): string[] {
  const workspaces = new Set<string>();
  for (const path of paths) {
    const workspace = workspaceOfPath(path);
    if (workspace !== undefined && isRecordPathOf(path, workspace)) workspaces.add(workspace);
  }
  return [...workspaces].sort();
}

/** A record file as the ledger's listing shows it: its workspace, and whether a file `.sig` is beside it. */
export interface RecordListed {
  path: string;
  workspace: string;
  signed: boolean;
}

/**
 * The record files among `paths` (every file of the ledger, in name order: compareCodePoints), in
 * that order, each with whether its signature file (`<record>.sig`) is listed: a flag a record,
 * found as the listing goes by, rather than every signature file's path held to look it up. In
 * name order, whatever sorts between a record and its signature file starts with the record's
 * path, so a record is settled at the first path past its signature file's.
 */
export function* recordsListed(paths: Iterable<string>): Generator<RecordListed> {
  // Records whose signature file may still come, in name order (more than one only where a
  // record's path begins another's).
  const open: { listed: RecordListed; signature: string; settled: boolean }[] = [];
  for (const path of paths) {
    for (const waiting of open) {
      const order = waiting.settled ? -1 : compareCodePoints(path, waiting.signature);
      if (order === 0) waiting.listed.signed = true;
      if (order >= 0) waiting.settled = true;
    }
    for (let first = open[0]; first?.settled === true; first = open[0]) {
      open.shift();
      yield first.listed;
    }
    const workspace = workspaceOfPath(path);
    if (workspace !== undefined && isRecordPathOf(path, workspace)) {
      const listed = { path, workspace, signed: false };
      open.push({ listed, signature: `${path}${SIGNATURE_SUFFIX}`, settled: false });
    }
  }
  for (const { listed } of open) yield listed;
}

/** What begins the path of every file in records/. */
const RECORDS_PREFIX = `${RECORDS_DIR}/`;

/**
 * The workspace a ledger path belongs to (records/<workspace>/<YYYY>/<MM>/<name>: five parts), or
 * undefined for a file outside records/. Found by its slashes rather than by splitting the path:
 * the commands that read a whole ledger ask it of every path several times, and splitting made
 * five strings a path to keep one.
 */
export function workspaceOfPath(path: string): string | undefined {
  if (!path.startsWith(RECORDS_PREFIX)) return undefined;
  const afterWorkspace = path.indexOf("/", RECORDS_PREFIX.length);
  const afterYear = afterWorkspace < 0 ? -1 : path.indexOf("/", afterWorkspace + 1);
  const afterMonth = afterYear < 0 ? -1 : path.indexOf("/", afterYear + 1);
  return afterMonth < 0 || path.includes("/", afterMonth + 1)
    ? undefined
    : path.slice(RECORDS_PREFIX.length, afterWorkspace);
}

/**
 * A record's key among others (a map's): its workspace and its sequence, the workspace read back
 * before the last "#" (recordOfKey), since a sequence holds none.
 */
export function recordKey(workspace: string, sequence: number): string {
  return `${workspace}#${sequence}`;
}

/** The workspace and sequence of a recordKey. */
export function recordOfKey(key: string): { workspace: string; sequence: number } {
  const at = key.lastIndexOf("#");
  return { workspace: key.slice(0, at), sequence: Number(key.slice(at + 1)) };
}

/** What a record may carry beside it, in its own commit: its inventory listing and its checkpoint. */
export interface RecordBeside {
  listing?: string | undefined;
  checkpoint?: string | undefined;
}

/**
 * `draft` as it may be sealed on `head`: a checkpoint summarises the record it was computed
 * through, so it stands only on that record; sealed on another head (another job appended
 * first), the draft goes without it, and the next drift check writes one.
 */
function fittedToHead(draft: EvidenceDraft, head: ChainHead | undefined): EvidenceDraft {
  if (draft.kind !== "monitoring" || draft.monitoring.checkpoint === undefined) return draft;
  const { through } = draft.monitoring.checkpoint;
  const onIt =
    head !== undefined &&
    head.record.sequence === through.sequence &&
    sha256Hex(head.bytes) === through.sha256;
  if (onIt) return draft;
  const { checkpoint, ...monitoring } = draft.monitoring;
  void checkpoint;
  return { ...draft, monitoring };
}

/** The files committed beside `sealed` (besides its timestamp token): those its record vouches for. */
export function besideFiles(
  sealed: SealedRecord,
  beside: RecordBeside,
): { path: string; content: string }[] {
  const { record, path } = sealed;
  const vouched = record.kind === "monitoring" ? record.monitoring : undefined;
  return [
    ...(beside.listing === undefined ? [] : [{ path: listingPath(path), content: beside.listing }]),
    ...(beside.checkpoint === undefined || vouched?.checkpoint === undefined
      ? []
      : [{ path: checkpointPath(path), content: beside.checkpoint }]),
  ];
}

/**
 * What a routine run reads of a workspace's ledger (github/ledger/ledger-since-checkpoint.ts): the
 * last checkpoint's text and the records from its record on, with their files' bytes (which say
 * when the next checkpoint is due: core/checkpoint/ledger-checkpoint.ts); none when
 * the workspace has no checkpoint.
 */
export interface RecordsSinceCheckpoint {
  checkpoint: { text: string; record: HashedRecord } | undefined;
  records: HashedRecord[];
  recordBytes: number;
}
