// CIP-003-9 Attachment 1 Section 6 over one workspace's ledger, pure: "For assets containing low
// impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote
// access, the Responsible Entity shall implement a process to mitigate risks associated with
// vendor electronic remote access ... These processes shall include: 6.1 ...; 6.2 ...; and 6.3 ..."
// (✔✔, docs/obligations/cip-003-low-impact.md). Read as: an accepted merge that puts in force a
// site file allowing vendor remote access without a method for each of 6.1, 6.2 and 6.3 opens an
// obligation due that day (the day the site allows it, in the policy's time zone); a later
// accepted merge closes it when the file it puts in force names all three, allows no vendor remote
// access, or is removed (closed late after that day). A refused merge or a break-glass apply
// puts nothing in force, so it closes nothing: it is listed in not_closed_by. Whether the
// methods work (session logs, disablements, detection alerts) stays the entity's operational
// evidence, never judged here.
import { type HeldLowImpactObligation, lowImpactObligation } from "./low-impact-obligation.ts";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";
import {
  type LowImpactFilesCarried,
  siteFilesCarried,
  siteShown,
} from "../../low-impact/low-impact-files.ts";
import {
  type Context,
  dateOf,
  type DeclaredKind,
  type Obligation,
  type RecordRef,
  refOf,
} from "../obligation-model.ts";
import { laterVersionWords, lowImpactVersionOn } from "./low-impact-rows.ts";

export const VENDOR_ACCESS_KIND = "CIP-003 R2 Section 6" satisfies DeclaredKind;

/** A site file in force with a Section 6 gap: the obligation it opened, still open. */
export interface HeldGap extends HeldLowImpactObligation {
  path: string;
  sites: string[];
  /** The parts (6.1, 6.2, 6.3) the file in force names no method for. */
  missing: string[];
}

export class VendorAccessGaps {
  readonly #context: Context;
  readonly #emit: (obligation: Obligation) => void;
  readonly #gaps: Map<string, HeldGap>;

  constructor(context: Context, emit: (obligation: Obligation) => void, gaps: HeldGap[] = []) {
    this.#context = context;
    this.#emit = emit;
    this.#gaps = new Map(gaps.map((gap) => [gap.path, gap]));
  }

  /** The site files a merge's record carries (its `low_impact_files`) move the gaps. */
  addRecord(entry: HashedRecord, inForce: Context, carried: LowImpactFilesCarried): void {
    const ref = refOf(entry);
    const refused = notAccepted(entry.record);
    for (const [path, file] of siteFilesCarried(carried)) {
      const site = file === null ? null : siteShown(file);
      const open = this.#gaps.get(path);
      const missing = site?.missing ?? [];
      if (refused !== undefined) {
        if (open !== undefined && missing.length === 0)
          open.not_closed_by.push({ record: ref, why: refused });
      } else if (missing.length === 0) {
        if (open === undefined) continue;
        this.#gaps.delete(path);
        this.#emit(this.#obligation(open, { ref, on: dateOf(ref, inForce) }));
      } else if (open === undefined) {
        const day = dateOf(ref, inForce);
        // From the day a version without Section 6 judges (CIP-003-11), a gap opens nothing.
        const judging = lowImpactVersionOn(VENDOR_ACCESS_KIND, day, inForce.versions ?? []);
        if ("removes" in judging && judging.removes === true) continue;
        const version = laterVersionWords(VENDOR_ACCESS_KIND, day, inForce.versions ?? []);
        this.#gaps.set(path, {
          path,
          sites: site?.sites ?? [],
          missing,
          opened_by: ref,
          due: day,
          calendar: inForce.rule,
          ...(version === undefined ? {} : { version }),
          not_closed_by: [],
        });
      } else open.missing = missing;
    }
  }

  /**
   * The sites in scope after an accepted merge (`scope`, site-scope.ts): each gap none of whose
   * sites is among them closes as out of scope that day. R2 reaches "each asset identified in
   * CIP-002 containing low impact BES Cyber Systems", and Section 6 "assets containing low impact
   * BES Cyber System(s) identified pursuant to CIP-002": a site no low system is at owes neither.
   */
  leaveScope(entry: HashedRecord, inForce: Context, scope: ReadonlySet<string>): void {
    const ref = refOf(entry);
    for (const [path, gap] of this.#gaps) {
      if (gap.sites.some((site) => scope.has(site))) continue;
      this.#gaps.delete(path);
      const on = dateOf(ref, inForce);
      const why = `out of scope from ${on}: no system the inventory in force rates low is at ${gap.sites.join(", ")}`;
      this.#emit(this.#obligation(gap, { ref, on }, why));
    }
  }

  held(): HeldGap[] {
    return [...this.#gaps.values()];
  }

  finish(): Obligation[] {
    return [...this.#gaps.values()].map((gap) => this.#obligation(gap, undefined));
  }

  #obligation(
    gap: HeldGap,
    closer: { ref: RecordRef; on: string } | undefined,
    outOfScope?: string,
  ): Obligation {
    return lowImpactObligation(VENDOR_ACCESS_KIND, gap, closer, this.#context, {
      subject: `site file ${gap.path} (${gap.sites.join(", ")})`,
      reason: [
        `vendor electronic remote access allowed without a method for ${gap.missing.join(", ")}`,
        ...(outOfScope === undefined ? [] : [outOfScope]),
      ],
    });
  }
}
