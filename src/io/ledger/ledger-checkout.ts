// A checkout of the evidence branch as the audit report reads it (core/evidence/report/evidence-report.ts):
// its folders listed and its files read when the report needs them, none of them kept, and each
// record's timestamp label read from the token beside it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LedgerSource } from "../../core/evidence/report/evidence-report.ts";
import { tokenPath } from "../../core/evidence/chain/evidence-timestamps.ts";
import { folderNames, walkLedgerDirectory } from "./ledger-files.ts";
import { tokenLabel } from "./timestamps/ledger-timestamps.ts";

/**
 * The checkout `dir` (`source` names the setting that gave it). Files are read synchronously: the
 * renderers pull the report's lists record by record, as a stream writes them.
 */
export async function ledgerCheckout(dir: string, source: string): Promise<LedgerSource> {
  const paths = await walkLedgerDirectory(dir, source);
  const read = (path: string) => readFileSync(join(dir, path));
  const listed = folderListing(dir);
  return {
    paths,
    read,
    stamp: (path) => {
      const token = tokenPath(path);
      return listed(token) ? tokenLabel(read(token)) : undefined;
    },
  };
}

/**
 * Whether a file exists, by path relative to `dir`, from its folder's listing: the last folder's is
 * kept, since records are stamped in name order (one listing per month's folder instead of a
 * look-up per record: 3.3 s of the populations' 37 s at 100,000 records, on a loaded machine).
 */
function folderListing(dir: string): (path: string) => boolean {
  let folder: string | undefined;
  let names = new Set<string>();
  return (path) => {
    const at = path.lastIndexOf("/");
    if (path.slice(0, at) !== folder) {
      folder = path.slice(0, at);
      names = new Set(folderNames(join(dir, folder)));
    }
    return names.has(path.slice(at + 1));
  };
}
