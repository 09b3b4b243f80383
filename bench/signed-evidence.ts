// The auditor's verify of a signed ledger (bench/signed-ledger.ts) against the signed floor
// (bench/signed-floor.mjs), alternating in one run (issue 99, item 1): `evidence verify
// --ledger-declaration --repository`, as the handover prints it, checks every record with the keys
// of the declaration in force before it; the floor reads and hashes every record and verifies each
// signature once, on every core. Each runs in a fresh child process on the same files.
import { join } from "node:path";
import { CLI, type LedgerCommand, runLedgerCommand } from "./evidence.ts";
import { REPOSITORY } from "./measure.ts";
import { figures, type RunFigures } from "./plan.ts";
import type { SignedLedger } from "./signed-ledger.ts";

const SIGNED_FLOOR = join(REPOSITORY, "bench", "signed-floor.mjs");

export interface SignedMeasurement {
  records: number;
  /** The records signed (every one but the collectors', an operator's). */
  signed: number;
  runs: number;
  floor: RunFigures;
  verify: RunFigures;
}

/**
 * `runs` measured rounds of the floor then verify, after one unmeasured of each (the files then in
 * the page cache for both).
 */
export async function measureSignedVerify(
  ledger: SignedLedger,
  records: number,
  runs: number,
): Promise<SignedMeasurement> {
  const floor: LedgerCommand = {
    what: "the signed floor",
    args: [SIGNED_FLOOR, join(ledger.dir, "records"), ...ledger.publicKeys],
    outputs: [],
  };
  const verify: LedgerCommand = {
    what: "cip-sync evidence verify --ledger-declaration --repository",
    args: [
      ...[CLI, "evidence", "verify", "--dir", ledger.dir],
      ...["--ledger-declaration", ledger.declaration, "--repository", ledger.repository],
    ],
    outputs: [],
  };
  await runLedgerCommand(floor, records);
  await runLedgerCommand(verify, records);
  const floors = [];
  const verifies = [];
  for (let run = 0; run < runs; run++) {
    floors.push(await runLedgerCommand(floor, records));
    verifies.push(await runLedgerCommand(verify, records));
  }
  return {
    records,
    signed: ledger.signed,
    runs,
    floor: figures(floors),
    verify: figures(verifies),
  };
}
