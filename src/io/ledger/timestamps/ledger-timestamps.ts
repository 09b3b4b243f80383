// Reads the timestamp tokens of a ledger checkout: each `<record>.json.tsr` checked against the
// trusted TSA certificates (`--tsa-ca`) and its record's exact bytes. What the readings mean is
// decided in core/evidence/chain/evidence-timestamps.ts.
import {
  TOKEN_SUFFIX,
  type TokenReading,
} from "../../../core/evidence/chain/evidence-timestamps.ts";
import { mapBounded } from "../ledger-files.ts";
import { parseTimestampResponse, readTimestampToken, tokenFacts } from "./timestamp-token.ts";
import type * as pkijs from "pkijs";

/** Tokens checked at once: each is a few signature checks, so this only bounds memory. */
const TOKEN_CONCURRENCY = 8;

/**
 * Each token's reading, by token path, among the ledger's `paths`; a token without its record
 * beside it is left out. `read` gives a file's bytes by path (from a checkout: readFromLedger).
 */
export async function readLedgerTokens(
  paths: Iterable<string>,
  read: (path: string) => Promise<Uint8Array>,
  trusted: pkijs.Certificate[],
): Promise<Map<string, TokenReading>> {
  const present = new Set(paths);
  const tokens = [...present].filter(
    (path) => path.endsWith(TOKEN_SUFFIX) && present.has(path.slice(0, -TOKEN_SUFFIX.length)),
  );
  const readings = await mapBounded(tokens, TOKEN_CONCURRENCY, async (token) => {
    const [tokenBytes, record] = await Promise.all([
      read(token),
      read(token.slice(0, -TOKEN_SUFFIX.length)),
    ]);
    return [token, await readTimestampToken(tokenBytes, record, trusted)] as const;
  });
  return new Map(readings);
}

/**
 * A timestamped record's "<TSA>, <time>" for the audit report, from its token's bytes: what the
 * token states, not checked against any certificate (that is `evidence verify --tsa-ca`).
 */
export function tokenLabel(token: Uint8Array): string {
  try {
    const { signed, info } = parseTimestampResponse(token);
    const facts = tokenFacts(signed, info);
    return `${facts.tsa}, ${facts.time.toISOString()}`;
  } catch {
    return "unreadable timestamp token (run evidence verify --tsa-ca)";
  }
}
