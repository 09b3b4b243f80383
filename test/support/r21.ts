// CIP-010 R2.1 judged over records as the obligations pass feeds them: every record to R21Pass,
// in the order given (each workspace's in chain order), then what is open as of the options' date.
import type { HashedRecord } from "../../src/core/evidence/evidence-record.ts";
import {
  type R21Interval,
  type R21Options,
  R21Pass,
  type UnauthorizedChangeException,
} from "../../src/core/obligations/configuration-monitoring-obligations.ts";

/** What R21Pass decided, in the order it decided it: the intervals, and the exceptions. */
export interface R21Found {
  intervals: R21Interval[];
  exceptions: UnauthorizedChangeException[];
}

export function judgeR21(
  records: readonly HashedRecord[],
  options: Omit<R21Options, "decided">,
): R21Found {
  const found: R21Found = { intervals: [], exceptions: [] };
  const pass = new R21Pass({
    ...options,
    decided: (decided) => {
      if (decided.kind === "monitoring interval") found.intervals.push(decided);
      else found.exceptions.push(decided);
    },
  });
  for (const entry of records) pass.add(entry);
  pass.finish();
  return found;
}
