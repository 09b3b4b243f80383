// A checkout of the evidence branch as the audit report reads it (core/evidence/report/evidence-report.ts):
// its folders listed and its files read when the report needs them, none of them kept, and each
// record's timestamp label read from the token beside it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LedgerSource } from "../../core/evidence/report/evidence-report.ts";
import { TOKEN_SUFFIX, tokenPath } from "../../core/evidence/chain/evidence-timestamps.ts";
import { folderNames, walkLedgerDirectory } from "./ledger-files.ts";
import { tokenLabel } from "./timestamps/ledger-timestamps.ts";

/**
 * The checkout `dir` (`source` names the setting that gave it). Files are read synchronously: the
 * renderers pull the report's lists record by record, as a stream writes them.
 */
export async function ledgerCheckout(dir: string, source: string): Promise<LedgerSource> {
  const paths = await walkLedgerDirectory(dir, source);
  const read = (path: string) => readFileSync(join(dir, path));
  const listed = tokenListing(dir);
  return {
    paths,
    read,
    stamp: (path) => {
      const token = tokenPath(path);
      return listed(token) ? tokenLabel(read(token)) : undefined;
    },
  };
}

/** How many folders' token names tokenListing keeps. */
const FOLDERS_KEPT = 16;

/**
 * Whether a timestamp token exists, by path relative to `dir`, from its folder's listing: one
 * listing per month's folder instead of a look-up per record (3.3 s of the populations' 37 s at
 * 100,000 records, on a loaded machine). The token names of the last FOLDERS_KEPT folders asked
 * are kept: the rows stamp the records they cite, of any month, between the records read in name
 * order, and with one folder kept `evidence handover` listed folders again about 1,500 times
 * (0.5 s of its judging thread, issue 99). A folder found without a token is not listed again
 * (a ledger kept without a TSA has none): its name is all that is kept of it. At 100,000 signed
 * records without tokens, the handover's stamps listed folders for 0.41 s of its judging thread
 * in a profile, and 0.14 s once each was listed once.
 */
function tokenListing(dir: string): (path: string) => boolean {
  const folders = new Map<string, Set<string>>();
  const withoutTokens = new Set<string>();
  return (path) => {
    const at = path.lastIndexOf("/");
    const folder = path.slice(0, at);
    if (withoutTokens.has(folder)) return false;
    let tokens = folders.get(folder);
    if (tokens === undefined) {
      const names = folderNames(join(dir, folder)).filter((name) => name.endsWith(TOKEN_SUFFIX));
      if (names.length === 0) {
        withoutTokens.add(folder);
        return false;
      }
      tokens = new Set(names);
      const oldest = folders.keys().next();
      if (folders.size === FOLDERS_KEPT && oldest.done !== true) folders.delete(oldest.value);
    } else folders.delete(folder);
    // The last asked, last in the map's order.
    folders.set(folder, tokens);
    return tokens.has(path.slice(at + 1));
  };
}
