// Reads the timestamp tokens of a ledger checkout: each `<record>.json.tsr` checked against the
// trusted TSA certificates (`--tsa-ca`) and its record's exact bytes. What the readings mean is
// decided in core/evidence/evidence-timestamps.ts.
import type { LedgerFile } from "../core/evidence/evidence-chain.ts";
import { TOKEN_SUFFIX, type TokenReading } from "../core/evidence/evidence-timestamps.ts";
import { mapBounded } from "./ledger-files.ts";
import { parseTimestampResponse, readTimestampToken, tokenFacts } from "./timestamp-token.ts";
import type * as pkijs from "pkijs";

/** Tokens checked at once: each is a few signature checks, so this only bounds memory. */
const TOKEN_CONCURRENCY = 8;

/** Each token's reading, by token path; a token without its record beside it is left out. */
export async function readLedgerTokens(
  files: readonly LedgerFile[],
  trusted: pkijs.Certificate[],
): Promise<Map<string, TokenReading>> {
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  // Each token with the bytes of the record it stamps; a token without its record is not read.
  const tokens = files.flatMap((file) => {
    if (!file.path.endsWith(TOKEN_SUFFIX)) return [];
    const record = byPath.get(file.path.slice(0, -TOKEN_SUFFIX.length));
    return record === undefined ? [] : [{ token: file, record }];
  });
  const readings = await mapBounded(tokens, TOKEN_CONCURRENCY, async ({ token, record }) => {
    const reading = await readTimestampToken(token.bytes, record, trusted);
    return [token.path, reading] as const;
  });
  return new Map(readings);
}

/**
 * Each timestamped record's "<TSA>, <time>" for the audit report, by record path: what its token
 * states, not checked against any certificate (that is `evidence verify --tsa-ca`).
 */
export function tokenLabels(files: readonly LedgerFile[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const file of files) {
    if (!file.path.endsWith(TOKEN_SUFFIX)) continue;
    const record = file.path.slice(0, -TOKEN_SUFFIX.length);
    try {
      const { signed, info } = parseTimestampResponse(file.bytes);
      const facts = tokenFacts(signed, info);
      labels.set(record, `${facts.tsa}, ${facts.time.toISOString()}`);
    } catch {
      labels.set(record, "unreadable timestamp token (run evidence verify --tsa-ca)");
    }
  }
  return labels;
}
