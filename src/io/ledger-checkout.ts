// A checkout of the evidence branch as the audit report reads it (core/evidence/evidence-report.ts):
// its folders listed and its files read when the report needs them, none of them kept, and each
// record's timestamp label read from the token beside it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LedgerSource } from "../core/evidence/evidence-report.ts";
import { tokenPath } from "../core/evidence/evidence-timestamps.ts";
import { walkLedgerDirectory } from "./ledger-files.ts";
import { tokenLabel } from "./ledger-timestamps.ts";

/**
 * The checkout `dir` (`source` names the setting that gave it). Files are read synchronously: the
 * renderers pull the report's lists record by record, as a stream writes them.
 */
export async function ledgerCheckout(dir: string, source: string): Promise<LedgerSource> {
  const paths = await walkLedgerDirectory(dir, source);
  const read = (path: string) => readFileSync(join(dir, path));
  return {
    paths,
    read,
    stamp: (path) => {
      const token = tokenPath(path);
      return existsSync(join(dir, token)) ? tokenLabel(read(token)) : undefined;
    },
  };
}
