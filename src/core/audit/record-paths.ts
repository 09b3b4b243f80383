// Where each record of a ledger the populations' first pass read is, for the rows that cite it and
// for the second pass, which reads a record again only with the SHA-256 it verified with. Pure.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import { kindOfPath, recordPath } from "../evidence/chain/record-files.ts";
import { itemOrThrow } from "../shared/collections.ts";
import { compareCodePoints } from "../shared/names.ts";

/**
 * Where each record of the ledger is, and the SHA-256 it verified with, which the records read
 * again must still have: per workspace, by sequence (a chain's sequences run 1, 2, 3, ...), so
 * that 100,000 records cost two strings each and no key.
 */
export class RecordPaths {
  readonly #workspaces = new Map<string, { paths: string[]; digests: string[] }>();

  add({ record, sha256 }: HashedRecord): void {
    let workspace = this.#workspaces.get(record.workspace);
    if (workspace === undefined) {
      workspace = { paths: [], digests: [] };
      this.#workspaces.set(record.workspace, workspace);
    }
    workspace.paths[record.sequence] = recordPath(record);
    workspace.digests[record.sequence] = sha256;
  }

  pathOf(workspace: string, sequence: number): string | null {
    return this.#workspaces.get(workspace)?.paths[sequence] ?? null;
  }

  /**
   * The change records `wanted` keeps (by path, in name order), and the verified SHA-256 of each
   * of them and of each record `also` names, by path.
   */
  verified(
    also: Iterable<{ workspace: string; sequence: number }>,
    wanted: (path: string) => boolean,
  ): { changes: string[]; digests: Map<string, string> } {
    const changes: string[] = [];
    const digests = new Map<string, string>();
    for (const workspace of this.#workspaces.values()) {
      workspace.paths.forEach((path, sequence) => {
        if (kindOfPath(path) !== "change" || !wanted(path)) return;
        changes.push(path);
        digests.set(path, itemOrThrow(workspace.digests, sequence, "the workspace's digests"));
      });
    }
    for (const { workspace, sequence } of also) {
      const held = this.#workspaces.get(workspace);
      const [path, digest] = [held?.paths[sequence], held?.digests[sequence]];
      if (path !== undefined && digest !== undefined) digests.set(path, digest);
    }
    return { changes: changes.sort(compareCodePoints), digests };
  }
}
