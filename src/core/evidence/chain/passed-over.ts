// The files a reading passes over instead of calling them breaks: a file at a command-line record
// path that is no record, added by a commit no operator key signed, is in no chain, so another
// workflow of the repository that commits one stops no run (issue 99, item 3). Pure.
import type { ChainBreak } from "./evidence-chain.ts";
import { isCliRecordPath } from "./record-files.ts";

/**
 * `breaks` without those of a file at a command-line record path that is no record (not JSON,
 * not of the schema, not filed where its content says) and that `unauthenticatedWhy` says no
 * operator key authenticates (why, worded to follow "its"): such a file is in no chain, so it
 * moves no chain on, and another workflow that commits one stops nothing; it is passed over as an
 * unauthenticated exception, each listed with why. One an operator key signed stays a break
 * (tampering); so does a record whose link breaks its chain, whoever added it.
 */
export function passOverUnauthenticated(
  breaks: readonly ChainBreak[],
  unauthenticatedWhy: (path: string) => string | undefined,
): { breaks: ChainBreak[]; passedOver: PassedOver[] } {
  const kept: ChainBreak[] = [];
  const passedOver: PassedOver[] = [];
  for (const found of breaks) {
    const why =
      (found.kind === "invalid" || found.kind === "misplaced") && isCliRecordPath(found.file)
        ? unauthenticatedWhy(found.file)
        : undefined;
    if (why === undefined) kept.push(found);
    else passedOver.push({ file: found.file, notice: passedOverNotice(found, why) });
  }
  return { breaks: kept, passedOver };
}

/** A file passed over as an unauthenticated exception, and what every reading says of it. */
export interface PassedOver {
  file: string;
  notice: string;
}

function passedOverNotice(found: ChainBreak, why: string): string {
  const what = found.message.startsWith(`${found.file} `)
    ? `it${found.message.slice(found.file.length)}`
    : found.message;
  return `${found.file} is passed over as an unauthenticated exception: its ${why}, and ${what}`;
}
