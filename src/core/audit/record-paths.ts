// Where each record of a ledger the populations' first pass read is, for the rows that cite it and
// for the second pass, which reads a record again only with the SHA-256 it verified with. Pure.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import { kindOfPath, recordPath } from "../evidence/chain/record-files.ts";
import { compareCodePoints } from "../shared/names.ts";

/**
 * Where each record of the ledger is, and the SHA-256 it verified with, which the records read
 * again must still have: per workspace, by sequence (a chain's sequences run 1, 2, 3, ...), so
 * that 100,000 records cost a path and 32 bytes each, and no key.
 */
export class RecordPaths {
  readonly #workspaces = new Map<string, { paths: string[]; digests: DigestColumn }>();

  add({ record, sha256 }: HashedRecord): void {
    let workspace = this.#workspaces.get(record.workspace);
    if (workspace === undefined) {
      workspace = { paths: [], digests: new DigestColumn() };
      this.#workspaces.set(record.workspace, workspace);
    }
    // The digest first: one refused leaves no path without it.
    workspace.digests.set(record.sequence, sha256);
    workspace.paths[record.sequence] = recordPath(record);
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
        digests.set(path, workspace.digests.get(sequence));
      });
    }
    for (const { workspace, sequence } of also) {
      const held = this.#workspaces.get(workspace);
      const path = held?.paths[sequence];
      if (held !== undefined && path !== undefined) digests.set(path, held.digests.get(sequence));
    }
    return { changes: changes.sort(compareCodePoints), digests };
  }
}

/** A SHA-256's bytes, and the lowercase hex every record's digest is written in. */
const DIGEST_BYTES = 32;
const HEX_DIGEST = /^[0-9a-f]{64}$/;

/** Digests a page holds: pages of 32 KB, so that a column's room runs at most a page past it. */
const PAGE_DIGESTS = 1024;

/**
 * SHA-256 digests by sequence, 32 bytes each in pages: as hex strings, 100,000 of them held 9 MB
 * (a string of 64 characters and its slot), as bytes 3.3 MB. A digest set is given back as the
 * same hex; one that is not a SHA-256 in lowercase hex is refused (verified records never are).
 */
class DigestColumn {
  /** Each page's digests, and a byte each saying which were set. */
  readonly #pages: { bytes: Uint8Array; set: Uint8Array }[] = [];

  set(index: number, hex: string): void {
    if (!HEX_DIGEST.test(hex)) throw new Error(`not a SHA-256 in lowercase hex: ${hex}`);
    const number = Math.floor(index / PAGE_DIGESTS);
    let page = this.#pages[number];
    while (page === undefined) {
      this.#pages.push({
        bytes: new Uint8Array(PAGE_DIGESTS * DIGEST_BYTES),
        set: new Uint8Array(PAGE_DIGESTS),
      });
      page = this.#pages[number];
    }
    const { bytes, set } = page;
    const at = index % PAGE_DIGESTS;
    bytes.set(Buffer.from(hex, "hex"), at * DIGEST_BYTES);
    set[at] = 1;
  }

  get(index: number): string {
    const page = this.#pages[Math.floor(index / PAGE_DIGESTS)];
    const at = index % PAGE_DIGESTS;
    if (page?.set[at] !== 1) throw new Error(`no digest was held for record ${index}`);
    return Buffer.from(page.bytes.buffer, at * DIGEST_BYTES, DIGEST_BYTES).toString("hex");
  }
}
