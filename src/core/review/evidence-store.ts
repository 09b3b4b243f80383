// The code host's evidence ledger role: appending records (timestamped or not), reading them back
// for the obligations, and the one authenticated reading of what is in force
// (core/evidence/chain/ledger-authority.ts). github/ledger/ implements it.
import type { KeyObject } from "node:crypto";
import type {
  EvidenceDraft,
  EvidenceRecord,
  HashedRecord,
} from "../evidence/records/evidence-record.ts";
import type { LedgerAuthority, LedgerWriter } from "../evidence/chain/ledger-authority.ts";
import type { DeclarationRead } from "../evidence/chain/writer-declaration.ts";
import type {
  RecordBeside,
  RecordsSinceCheckpoint,
  SealedRecord,
} from "../evidence/chain/record-files.ts";

/** A record appended to the evidence ledger. */
export interface AppendedRecord extends SealedRecord {
  /** The ledger commit that added the record. */
  commit: string;
  /** Hex SHA-256 of the file: what the workspace's next record names. */
  sha256: string;
  attempts: number;
}

/** An RFC 3161 timestamp authority (io/ledger/timestamps/tsa-client.ts), by the name messages give it. */
export interface TimestampAuthority {
  name: string;
  client: { stamp(bytes: Uint8Array, timeoutMs: number): Promise<Uint8Array> };
}

export interface TimestampedAppend {
  appended: AppendedRecord;
  /** The TSA's time for the appended record, when it has its token. */
  tokenTime: string | undefined;
  /** Records given their token in the follow-up commit (the appended one included, when late). */
  caughtUp: string[];
  /** Why a token is still missing; undefined when none is. Names the TSA. */
  failure: string | undefined;
}

/** What the authenticated reading gives a run. */
export interface AuthorityReading {
  authority: LedgerAuthority;
  /** The writer's keys cip-ledger.yaml declares where the run judges; undefined: none declares them. */
  keys: readonly KeyObject[] | undefined;
  /** The declarations at other commits, read once per run: what checks each record (LedgerWriter). */
  declarationsAt: LedgerWriter["declarationsAt"];
  /** cip-ledger.yaml's operator keys where the run judges: what vouches for a command-line record. */
  operatorKeys: readonly string[] | undefined;
  /** The workspace's last record, where the reading read it: what a re-run resumes. */
  last: EvidenceRecord | undefined;
  /**
   * The keys the run's own record must be signed with: those declared where the run judges, else
   * those the judged change declares where it binds the writer (its merge's record is the first
   * signed); undefined: none.
   */
  signingKeys: readonly KeyObject[] | undefined;
  /** What the run's log names: kept heads it did not count, a start not yet declared. */
  notices: string[];
}

/** The evidence ledger on a branch of the repository. */
export interface EvidenceStore {
  /** `beside`: the inventory listing and checkpoint to commit beside the record (record-files.ts). */
  append(branch: string, draft: EvidenceDraft, beside?: RecordBeside): Promise<AppendedRecord>;
  appendTimestamped(
    branch: string,
    draft: EvidenceDraft,
    tsa: TimestampAuthority,
    beside?: RecordBeside,
  ): Promise<TimestampedAppend>;
  /** The changes of the workspace's last apply recorded since `since`, when it applied something. */
  lastApplySince(
    branch: string,
    workspace: string,
    since: string,
  ): Promise<{ number: number; url: string }[] | undefined>;
  /** The workspace's records, read whole, chain-checked, by `writer`; throws on a break. */
  records(branch: string, workspace: string, writer: LedgerWriter): Promise<HashedRecord[]>;
  /**
   * What is in force, from the authenticated reading (core/evidence/chain/ledger-authority.ts),
   * with the writer's records judged by `login` and the keys cip-ledger.yaml declares at `anchor`;
   * `change`: the judged change's own cip-ledger.yaml (its checkout's), read, which alone lets a
   * commit judged from without one be read (the change that binds the writer).
   */
  authority(
    branch: string,
    workspace: string,
    read: { login: string; anchor: string; change: DeclarationRead | undefined },
  ): Promise<AuthorityReading>;
  /** Keeps the workspace's chain head `head` on `commit`, a commit of the default branch. */
  keepHead(
    branch: string,
    commit: string,
    workspace: string,
    head: { sequence: number; sha256: string },
  ): Promise<void>;
  /** The last checkpoint and the records since, chain-checked, by `writer`; none: no checkpoint. */
  sinceCheckpoint(
    branch: string,
    workspace: string,
    writer: LedgerWriter,
  ): Promise<RecordsSinceCheckpoint>;
}
