// CIP-003-9 Attachment 1 Section 6 over one workspace's ledger, pure: "For assets containing low
// impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote
// access, the Responsible Entity shall implement a process to mitigate risks associated with
// vendor electronic remote access ... These processes shall include: 6.1 ...; 6.2 ...; and 6.3 ..."
// (✔✔, docs/obligations/cip-003-low-impact.md). Read per vendor path, since a method reaches every
// path of the site or only those its `paths:` names: an accepted merge that puts in force a site
// file allowing vendor remote access with a part (6.1, 6.2, 6.3) and a path no method of that part
// reaches opens an obligation for that part and path, due that day (the day the site allows it,
// in the policy's time zone); a later accepted merge closes it when the file it puts in force has
// a method of the part reach the path, no longer declares the path, allows no vendor remote
// access, or is removed (closed late after that day). A refused merge or a break-glass apply
// puts nothing in force, so it closes nothing: it is listed in not_closed_by. Whether the
// methods work (session logs, disablements, detection alerts) stays the entity's operational
// evidence, never judged here.
import { type HeldLowImpactObligation, lowImpactObligation } from "./low-impact-obligation.ts";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";
import { type LowImpactFilesCarried, siteFilesCarried } from "../../low-impact/low-impact-files.ts";
import { VENDOR_ACCESS_PARTS, vendorAccessGaps } from "../../low-impact/site-file.ts";
import { quote } from "../../shared/diagnostics.ts";
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

/**
 * A part of Section 6 and a vendor path of a site file in force that no method of the part
 * reaches: the obligation it opened, still open.
 */
export interface HeldGap extends HeldLowImpactObligation {
  /** The site file. */
  path: string;
  sites: string[];
  /** The vendor path's id. */
  vendor_path: string;
  /** The part (6.1, 6.2 or 6.3) no method of which reaches it. */
  part: string;
}

/** A gap's key among its site file's. */
const gapKey = (gap: { vendor_path: string; part: string }) => `${gap.part}\0${gap.vendor_path}`;

export class VendorAccessGaps {
  readonly #context: Context;
  readonly #emit: (obligation: Obligation) => void;
  /** By site file, then by part and vendor path, in the order they opened. */
  readonly #gaps = new Map<string, Map<string, HeldGap>>();

  constructor(context: Context, emit: (obligation: Obligation) => void, gaps: HeldGap[] = []) {
    this.#context = context;
    this.#emit = emit;
    for (const gap of gaps) this.#ofFile(gap.path).set(gapKey(gap), gap);
  }

  /** The site files a merge's record carries (its `low_impact_files`) move the gaps. */
  addRecord(entry: HashedRecord, inForce: Context, carried: LowImpactFilesCarried): void {
    const ref = refOf(entry);
    const refused = notAccepted(entry.record);
    for (const [path, file] of siteFilesCarried(carried)) {
      const gaps = (file === null ? [] : vendorAccessGaps(file)).map((gap) => ({
        vendor_path: gap.path,
        part: VENDOR_ACCESS_PARTS[gap.part],
      }));
      const left = new Set(gaps.map(gapKey));
      const open = this.#gaps.get(path);
      for (const [key, gap] of open ?? []) {
        if (left.has(key)) continue;
        if (refused !== undefined) {
          gap.not_closed_by.push({ record: ref, why: refused });
          continue;
        }
        open?.delete(key);
        this.#emit(this.#obligation(gap, { ref, on: dateOf(ref, inForce) }));
      }
      if (open?.size === 0) this.#gaps.delete(path);
      if (refused !== undefined || file === null || gaps.length === 0) continue;
      const day = dateOf(ref, inForce);
      // From the day a version without Section 6 judges (CIP-003-11), a gap opens nothing.
      const judging = lowImpactVersionOn(VENDOR_ACCESS_KIND, day, inForce.versions ?? []);
      if ("removes" in judging && judging.removes === true) continue;
      const version = laterVersionWords(VENDOR_ACCESS_KIND, day, inForce.versions ?? []);
      const ofFile = this.#ofFile(path);
      for (const gap of gaps) {
        if (ofFile.has(gapKey(gap))) continue;
        ofFile.set(gapKey(gap), {
          path,
          sites: file.sites,
          ...gap,
          opened_by: ref,
          due: day,
          calendar: inForce.rule,
          ...(version === undefined ? {} : { version }),
          not_closed_by: [],
        });
      }
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
    const on = dateOf(ref, inForce);
    for (const [path, gaps] of this.#gaps) {
      const sites = [...gaps.values()][0]?.sites ?? [];
      if (sites.some((site) => scope.has(site))) continue;
      this.#gaps.delete(path);
      const why = `out of scope from ${on}: no system the inventory in force rates low is at ${sites.join(", ")}`;
      for (const gap of gaps.values()) this.#emit(this.#obligation(gap, { ref, on }, why));
    }
  }

  held(): HeldGap[] {
    return [...this.#gaps.values()].flatMap((gaps) => [...gaps.values()]);
  }

  finish(): Obligation[] {
    return this.held().map((gap) => this.#obligation(gap, undefined));
  }

  #ofFile(path: string): Map<string, HeldGap> {
    const known = this.#gaps.get(path);
    if (known !== undefined) return known;
    const gaps = new Map<string, HeldGap>();
    this.#gaps.set(path, gaps);
    return gaps;
  }

  #obligation(
    gap: HeldGap,
    closer: { ref: RecordRef; on: string } | undefined,
    outOfScope?: string,
  ): Obligation {
    return lowImpactObligation(VENDOR_ACCESS_KIND, gap, closer, this.#context, {
      // Named as the other subjects name theirs ("patch source sel-advisories"), unquoted.
      subject: `site file ${gap.path} (${gap.sites.join(", ")}): Section ${gap.part} for vendor path ${gap.vendor_path}`,
      reason: [
        `vendor electronic remote access allowed by vendor path ${quote(gap.vendor_path)} without a ${gap.part} method reaching it`,
        ...(outOfScope === undefined ? [] : [outOfScope]),
      ],
    });
  }
}
