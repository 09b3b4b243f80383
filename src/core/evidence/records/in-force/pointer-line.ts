// A pointer that only moves forward (issue 88, item 4). The Action records every push to the
// default branch it runs for: a merge's record names the commit it merged (`merge_sha`) and the
// commits it was judged from (`base_sha`, the owner policy's `base_sha`), each older than the
// merge. So when a record moves what is in force to a commit, every commit the records up to it
// named is older than that commit, and a later record that puts one of them in force again moves
// the pointer backwards: the re-run of an old merge's apply job, which GitHub runs with the old
// commit and the environment's key, signing a record that puts the old rules back in force over
// those accepted since. Every reading refuses such a record (ledger-authority.ts), evidence verify
// calls it a break (chain-check.ts), and the merge route refuses to apply a push of such a commit
// before it writes anything. A commit off the default branch is for the environment's deployment
// rule to keep out (the key is only given to runs of the default branch, cip-sync doctor checks);
// no fold can tell it from the records. Pure.
import type { EvidenceRecord, InForce } from "../evidence-record.ts";

/** The commits a record names as merged or judged from: all older than what its merge puts in force. */
export function commitsNamed(record: EvidenceRecord): string[] {
  if (record.kind !== "change") return [];
  const { merge_sha, base_sha, policy } = record.change;
  return [merge_sha, base_sha ?? undefined, policy?.base_sha ?? undefined].filter(
    (commit): commit is string => commit !== undefined && commit !== "",
  );
}

/**
 * One workspace's records, in chain order, as the pointer moves along them: which commits are
 * older than the one in force. Read from a checkpoint on, it knows the commits named since, and the
 * one in force at the checkpoint.
 */
export class PointerLine {
  readonly #older = new Set<string>();
  /** The commits named by the records since the pointer last moved. */
  #since: string[] = [];
  #inForce: string | undefined;

  constructor(start: InForce | null) {
    this.#inForce = start?.commit;
  }

  /**
   * The record that names `named` and after which `after` is in force: why it moves the pointer
   * backwards, naming the record that showed the commit older, or undefined.
   */
  step(named: readonly string[], after: InForce | null): string | undefined {
    if (after === null || after.commit === this.#inForce) {
      this.#since.push(...named);
      return undefined;
    }
    const problem = this.#older.has(after.commit)
      ? `it puts commit ${after.commit} in force, which an earlier record of the ledger merged or was judged from before the commit in force${this.#inForce === undefined ? "" : ` (${this.#inForce})`}: a record may only move what is in force forward, and this is the record of an old merge applied again (a re-run of its apply job)`
      : undefined;
    if (this.#inForce !== undefined) this.#older.add(this.#inForce);
    for (const commit of [...this.#since, ...named])
      if (commit !== after.commit) this.#older.add(commit);
    this.#since = [];
    this.#inForce = after.commit;
    return problem;
  }
}
