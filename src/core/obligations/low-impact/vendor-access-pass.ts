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
// evidence, never judged here. From CIP-003-11's day (the policy's standards:), which has no
// Section 6, the methods are judged as its 3.1.5, 3.1.6 and 3.1.2, and the gaps open then are
// carried into them (section-six-carry.ts).
import { lowImpactObligation } from "./low-impact-obligation.ts";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";
import { type LowImpactFilesCarried, siteFilesCarried } from "../../low-impact/low-impact-files.ts";
import {
  elevenGaps,
  type SiteFile,
  VENDOR_ACCESS_PARTS,
  vendorAccessGaps,
} from "../../low-impact/site-file.ts";
import { quote } from "../../shared/diagnostics.ts";
import {
  type Context,
  dateOf,
  type Obligation,
  type RecordRef,
  refOf,
  withVersions,
} from "../obligation-model.ts";
import type { VersionsInForce } from "../../inventory/baselines/standard-versions.ts";
import { laterVersionWords } from "./low-impact-rows.ts";
import { elevenDayBy } from "../../low-impact/eleven-gate.ts";
import {
  elevenCarry,
  gapKey,
  type HeldSiteGaps,
  type HeldElevenGaps,
  type HeldGap,
  heldElevenGap,
  VENDOR_ACCESS_KIND,
} from "./section-six-carry.ts";

/** The gaps `file` leaves on `day`: Section 6's per part and path, or CIP-003-11's from its day. */
function gapsOf(file: SiteFile, eleven: boolean): { part: string; vendor_path?: string }[] {
  if (eleven) return elevenGaps(file).map(heldElevenGap);
  return vendorAccessGaps(file).map((gap) => ({
    vendor_path: gap.path,
    part: VENDOR_ACCESS_PARTS[gap.part],
  }));
}

/** `file`, in force at `path`, with the gaps it leaves under each version. */
function siteGapsOf(path: string, file: SiteFile): HeldSiteGaps {
  return { path, sites: file.sites, nine: gapsOf(file, false), eleven: gapsOf(file, true) };
}

export class VendorAccessGaps {
  readonly #context: Context;
  readonly #emit: (obligation: Obligation) => void;
  /** By site file, then by part and vendor path, in the order they opened. */
  readonly #gaps = new Map<string, Map<string, HeldGap>>();
  /** Before CIP-003-11's day, by site file: what CIP-003-11 will find unmet in it. */
  readonly #pending = new Map<string, HeldElevenGaps>();
  /** By site file: each in force that leaves a gap under either version, in scope or not. */
  readonly #files = new Map<string, HeldSiteGaps>();
  /** The site files of #files none of whose sites is in scope: their gaps are not open. */
  readonly #dormant = new Set<string>();
  /**
   * The versions of the standards the last accepted merge kept in force: what judges the day the
   * pass finishes on, since the run's own context names none (records keep them).
   */
  #versions: VersionsInForce;

  constructor(
    context: Context,
    emit: (obligation: Obligation) => void,
    gaps: HeldGap[] = [],
    pending: HeldElevenGaps[] = [],
    versions: VersionsInForce = [],
    files: { files?: HeldSiteGaps[]; dormant?: string[] } = {},
  ) {
    this.#context = context;
    this.#emit = emit;
    this.#versions = versions;
    for (const gap of gaps) this.#ofFile(gap.path).set(gapKey(gap), gap);
    for (const file of pending) this.#pending.set(file.path, file);
    for (const file of files.files ?? []) this.#files.set(file.path, file);
    for (const path of files.dormant ?? []) this.#dormant.add(path);
  }

  /**
   * The site files a merge's record carries (its `low_impact_files`) move the gaps; a file none of
   * whose sites is in `scope` (the sites in scope after the merge, where its record says them)
   * opens none, since its sites owe none (leaveScope).
   */
  addRecord(
    entry: HashedRecord,
    inForce: Context,
    carried: LowImpactFilesCarried,
    scope?: ReadonlySet<string> | null,
  ): void {
    const ref = refOf(entry);
    const day = dateOf(ref, inForce);
    this.#enterEleven(day, inForce);
    const refused = notAccepted(entry.record);
    const eleven = elevenDayBy(day, inForce.versions) !== undefined;
    for (const [path, file] of siteFilesCarried(carried)) {
      const gaps = file === null ? [] : gapsOf(file, eleven);
      const left = new Set(gaps.map(gapKey));
      const open = this.#gaps.get(path);
      for (const [key, gap] of open ?? []) {
        if (left.has(key)) continue;
        if (refused !== undefined) {
          gap.not_closed_by.push({ record: ref, why: refused });
          continue;
        }
        open?.delete(key);
        this.#emit(this.#obligation(gap, { ref, on: day }));
      }
      if (open?.size === 0) this.#gaps.delete(path);
      if (refused !== undefined) continue;
      this.#versions = inForce.versions ?? [];
      this.#keepPending(path, eleven || file === null ? undefined : file, ref);
      this.#keepFile(path, file);
      if (file === null) continue;
      if (scope != null && !file.sites.some((site) => scope.has(site))) {
        if (this.#files.has(path)) this.#dormant.add(path);
        continue;
      }
      if (gaps.length > 0) this.#open(path, file.sites, gaps, { ref, day, inForce });
    }
  }

  /** What CIP-003-11 will find unmet in the site file `file` put in force by `ref`, before its day. */
  #keepPending(path: string, file: SiteFile | undefined, ref: RecordRef): void {
    const gaps = file === undefined ? [] : elevenGaps(file).map(heldElevenGap);
    if (file === undefined || gaps.length === 0) this.#pending.delete(path);
    else this.#pending.set(path, { path, sites: file.sites, opened_by: ref, gaps });
  }

  /** Opens each of `gaps` not open yet, due the day of `at.ref`, judged by the version in force. */
  #open(
    path: string,
    sites: string[],
    gaps: readonly { part: string; vendor_path?: string }[],
    at: { ref: RecordRef; day: string; inForce: Context },
  ): void {
    const version = laterVersionWords(VENDOR_ACCESS_KIND, at.day, at.inForce.versions ?? []);
    const ofFile = this.#ofFile(path);
    for (const gap of gaps) {
      if (ofFile.has(gapKey(gap))) continue;
      ofFile.set(gapKey(gap), {
        path,
        sites,
        ...gap,
        opened_by: at.ref,
        due: at.day,
        calendar: at.inForce.rule,
        ...(version === undefined ? {} : { version }),
        not_closed_by: [],
      });
    }
  }

  /**
   * From CIP-003-11's day (by `day` in `inForce`): each Section 6 gap closes carried into the
   * part it became, and each file's CIP-003-11 gaps open from that day (section-six-carry.ts).
   */
  #enterEleven(day: string, inForce: Context): void {
    // Asked of every merge that carries site files: before the day, without copying every gap.
    if (elevenDayBy(day, inForce.versions) === undefined) return;
    const carry = elevenCarry(this.held(), [...this.#pending.values()], day, inForce);
    if (carry === undefined) return;
    for (const { gap, on, why } of carry.carried) {
      this.#gaps.get(gap.path)?.delete(gapKey(gap));
      this.#emit(this.#obligation(gap, { ref: gap.opened_by, on }, why));
    }
    for (const gap of carry.opened) this.#ofFile(gap.path).set(gapKey(gap), gap);
    for (const [path, gaps] of this.#gaps) if (gaps.size === 0) this.#gaps.delete(path);
    this.#pending.clear();
  }

  /**
   * The sites in scope after an accepted merge (`scope`, site-scope.ts): each gap none of whose
   * sites is among them closes as out of scope that day, its file kept dormant; each dormant file
   * one of whose sites is among them opens its gaps again that day. R2 reaches "each asset
   * identified in CIP-002 containing low impact BES Cyber Systems", and Section 6 "assets
   * containing low impact BES Cyber System(s) identified pursuant to CIP-002": a site no low system
   * is at owes neither, and owes both again once one is.
   */
  followScope(entry: HashedRecord, inForce: Context, scope: ReadonlySet<string>): void {
    const ref = refOf(entry);
    const on = dateOf(ref, inForce);
    const inScope = (sites: readonly string[]) => sites.some((site) => scope.has(site));
    for (const [path, file] of this.#pending) if (!inScope(file.sites)) this.#pending.delete(path);
    for (const path of this.#dormant) {
      const file = this.#files.get(path);
      if (file === undefined || !inScope(file.sites)) continue;
      this.#dormant.delete(path);
      const eleven = elevenDayBy(on, inForce.versions) !== undefined;
      this.#open(path, file.sites, eleven ? file.eleven : file.nine, { ref, day: on, inForce });
      // Before CIP-003-11's day, what it will find unmet waits for it as a carried file's does.
      if (!eleven && file.eleven.length > 0)
        this.#pending.set(path, { path, sites: file.sites, opened_by: ref, gaps: file.eleven });
    }
    for (const [path, gaps] of this.#gaps) {
      const sites = [...gaps.values()][0]?.sites ?? [];
      if (inScope(sites)) continue;
      this.#gaps.delete(path);
      const why = `out of scope from ${on}: no system the inventory in force rates low is at ${sites.join(", ")}`;
      for (const gap of gaps.values()) this.#emit(this.#obligation(gap, { ref, on }, why));
      if (this.#files.has(path)) this.#dormant.add(path);
    }
  }

  /** The site files in force that leave gaps, and those of them out of scope, as held. */
  files(): { files?: HeldSiteGaps[]; dormant?: string[] } {
    return this.#files.size === 0
      ? {}
      : {
          files: [...this.#files.values()],
          ...(this.#dormant.size === 0 ? {} : { dormant: [...this.#dormant] }),
        };
  }

  /** `file` in force at `path` (null: removed), kept while it leaves a gap under either version. */
  #keepFile(path: string, file: SiteFile | null): void {
    this.#dormant.delete(path);
    const gaps = file === null ? undefined : siteGapsOf(path, file);
    if (gaps === undefined || gaps.nine.length + gaps.eleven.length === 0) this.#files.delete(path);
    else this.#files.set(path, gaps);
  }

  held(): HeldGap[] {
    return [...this.#gaps.values()].flatMap((gaps) => [...gaps.values()]);
  }

  /** The site files whose CIP-003-11 gaps wait for its day, as the checkpoint holds them. */
  pending(): HeldElevenGaps[] {
    return [...this.#pending.values()];
  }

  /** The versions the last accepted merge carrying site files kept in force. */
  versions(): VersionsInForce {
    return this.#versions;
  }

  /**
   * Each gap open on the judging day: a Section 6 gap CIP-003-11's day (by the run's versions)
   * has reached is listed carried, beside the part it became; the state held is not moved.
   */
  finish(): Obligation[] {
    const open = this.held();
    const inForce = withVersions(this.#context, this.#versions);
    const carry = elevenCarry(open, this.pending(), this.#context.today, inForce);
    if (carry === undefined) return open.map((gap) => this.#obligation(gap, undefined));
    const carried = new Set(carry.carried.map(({ gap }) => gap));
    return [
      ...carry.carried.map(({ gap, on, why }) =>
        this.#obligation(gap, { ref: gap.opened_by, on }, why),
      ),
      ...[...open.filter((gap) => !carried.has(gap)), ...carry.opened].map((gap) =>
        this.#obligation(gap, undefined),
      ),
    ];
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
    why?: string,
  ): Obligation {
    const path = gap.vendor_path;
    return lowImpactObligation(VENDOR_ACCESS_KIND, gap, closer, this.#context, {
      // Named as the other subjects name theirs ("patch source sel-advisories"), unquoted.
      subject: `site file ${gap.path} (${gap.sites.join(", ")}): Section ${gap.part} ${path === undefined ? "for its Section 3.1 access" : `for vendor path ${path}`}`,
      reason: [
        path === undefined
          ? `Section 3.1 communications without a ${gap.part} method detecting known or suspected malicious communications, inbound and outbound (electronic_access.detect)`
          : `vendor electronic remote access allowed by vendor path ${quote(path)} without a ${gap.part} method reaching it`,
        ...(why === undefined ? [] : [why]),
      ],
    });
  }
}
