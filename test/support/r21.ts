// CIP-010 R2.1 judged over records as the obligations pass feeds them: every record to R21Pass,
// in the order given (each workspace's in chain order), then its result as of the options' date.
import type { HashedRecord } from "../../src/core/evidence/evidence-record.ts";
import {
  R21Pass,
  type R21Options,
  type R21Result,
} from "../../src/core/obligations/configuration-monitoring-obligations.ts";

export function judgeR21(records: readonly HashedRecord[], options: R21Options): R21Result {
  const pass = new R21Pass(options);
  for (const entry of records) pass.add(entry);
  return pass.finish();
}
