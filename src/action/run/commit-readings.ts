// What a run reads of a commit other than its checkout through the code host, once per run however
// many steps ask: the owner policy, the plan's comparison and the change record read the same base,
// and must read the same facts there, never two answers of two requests.
import type { BaseDocument } from "../../core/evidence/records/base-baselines.ts";
import type { InventoryAtCommit } from "../../core/review/code-host.ts";
import { isReviewedFile, REVIEWED_FILE_ROOTS } from "../../io/checkout/reviewed-files.ts";

export class CommitReadings {
  readonly #inventory: InventoryAtCommit;
  readonly #documentsAt = new Map<string, Promise<readonly BaseDocument[]>>();
  readonly #reviewedFilesAt = new Map<string, Promise<ReadonlyMap<string, string>>>();

  constructor(inventory: InventoryAtCommit) {
    this.#inventory = inventory;
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
  reviewedFilesAt(sha: string): Promise<ReadonlyMap<string, string>> {
    const known = this.#reviewedFilesAt.get(sha);
    if (known !== undefined) return known;
    const reading = this.#inventory
      .filesUnder(sha, REVIEWED_FILE_ROOTS)
      .then(
        (read) =>
          new Map(
            read.filter(({ path }) => isReviewedFile(path)).map(({ path, text }) => [path, text]),
          ),
      );
    this.#reviewedFilesAt.set(sha, reading);
    return reading;
  }
}
