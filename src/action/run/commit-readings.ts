// What a run reads of a commit other than its checkout through the code host, once per run however
// many steps ask: the owner policy, the plan's comparison and the change record read the same base,
// and must read the same facts there, never two answers of two requests.
import type { BaseDocument } from "../../core/evidence/records/base-baselines.ts";
import type { InventoryAtCommit } from "../../core/review/code-host.ts";
import { isReviewedFile, REVIEWED_FILE_ROOTS } from "../../io/checkout/reviewed-files.ts";

/** A commit's reviewed files, and its owner policy's text (undefined: none there). */
interface ReviewedAtCommit {
  files: ReadonlyMap<string, string>;
  policy: string | undefined;
}

export class CommitReadings {
  readonly #inventory: InventoryAtCommit;
  /** The owner policy file (input policy; "" for none), listed with the reviewed files. */
  readonly #policyFile: string;
  readonly #documentsAt = new Map<string, Promise<readonly BaseDocument[]>>();
  readonly #reviewedFilesAt = new Map<string, Promise<ReviewedAtCommit>>();

  constructor(inventory: InventoryAtCommit, policyFile: string) {
    this.#inventory = inventory;
    this.#policyFile = policyFile;
  }

  /**
   * The inventory files at commit `sha` (the checkout's inventory paths and those the patterns
   * match there), read with `read` once per run. A read that fails is not kept, so each asker
   * says so.
   */
  documentsAt(
    sha: string,
    read: () => Promise<readonly BaseDocument[]>,
  ): Promise<readonly BaseDocument[]> {
    const known = this.#documentsAt.get(sha);
    if (known !== undefined) return known;
    const reading = read();
    this.#documentsAt.set(sha, reading);
    reading.catch(() => this.#documentsAt.delete(sha));
    return reading;
  }

  /**
   * Every family's reviewed files at commit `sha` (the family table's patch and assessment
   * files), by path, listed under all their roots in one request: the plan's comparison and each
   * family's part of the change record take theirs from it. A read that fails is kept as failed
   * (never as read, nor as no files): every asker of the commit in the run has the same answer,
   * so the plan and the record cannot disagree about what it holds.
   */
  async reviewedFilesAt(sha: string): Promise<ReadonlyMap<string, string>> {
    return (await this.#reviewedAt(sha)).files;
  }

  /**
   * The owner policy's text at commit `sha` (undefined: no such file there, or no policy input),
   * from the one listing of its reviewed files: the gates judge by the stricter of its settings
   * and the checkout's.
   */
  async policyTextAt(sha: string): Promise<string | undefined> {
    return (await this.#reviewedAt(sha)).policy;
  }

  #reviewedAt(sha: string): Promise<ReviewedAtCommit> {
    const known = this.#reviewedFilesAt.get(sha);
    if (known !== undefined) return known;
    const policyFile = this.#policyFile;
    const roots = policyFile === "" ? REVIEWED_FILE_ROOTS : [...REVIEWED_FILE_ROOTS, policyFile];
    const reading = this.#inventory.filesUnder(sha, roots).then((read) => ({
      files: new Map(
        read.filter(({ path }) => isReviewedFile(path)).map(({ path, text }) => [path, text]),
      ),
      policy: read.find(({ path }) => path === policyFile)?.text,
    }));
    this.#reviewedFilesAt.set(sha, reading);
    return reading;
  }
}
