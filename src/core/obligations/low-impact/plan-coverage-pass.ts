// CIP-003-9 Attachment 1 Section 4 over one workspace's ledger, pure: "Each Responsible Entity
// shall have one or more Cyber Security Incident response plan(s), either by asset or group of
// assets" (✔✔, docs/obligations/cip-003-low-impact-program.md). While a program file
// (low-impact/program.yaml) is in force, each site in scope (a site a system the inventory in
// force rates low is at, site-scope.ts) that no plan it declares covers opens an obligation from
// the accepted merge that put that state in force, due that day, named by the site; the accepted
// merge whose program file covers it closes it, as does the one after which no low system is at
// it. Filed under Section 4.5, the part of Section 4 the family judges: a site no plan covers has
// no plan whose test can meet 4.5 for it. Without a program file nothing is judged here (the
// records alone declare no plan's sites). Whether the plan really covers the site stays the
// entity's evidence.
import type { HeldLowImpactObligation } from "./low-impact-obligation.ts";
import { GapPass } from "./gap-pass.ts";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { PROGRAM_FILE, type ProgramFile } from "../../low-impact/program-file.ts";
import {
  type Context,
  dateOf,
  type DeclaredKind,
  type Obligation,
  refOf,
} from "../obligation-model.ts";

const PART = "CIP-003 R2 Section 4.5" satisfies DeclaredKind;

/** A site in scope no declared plan covers: the obligation it opened, still open. */
export interface HeldCoverageGap extends HeldLowImpactObligation {
  site: string;
}

/** The coverage's state in one workspace, as the checkpoint holds it. */
export interface PlanCoverageHeld {
  /** The sites in scope after the latest accepted merge that said, while a program file is in force. */
  sites_in_scope?: string[];
  coverage_gaps?: HeldCoverageGap[];
}

export class PlanCoverage extends GapPass<string, HeldCoverageGap> {
  #scope: ReadonlySet<string> | undefined;

  constructor(context: Context, emit: (obligation: Obligation) => void, held?: PlanCoverageHeld) {
    super(PART, { context, emit }, { gaps: held?.coverage_gaps ?? [], keyOf: (gap) => gap.site });
    this.#scope = held?.sites_in_scope === undefined ? undefined : new Set(held.sites_in_scope);
  }

  /**
   * After an accepted merge: `program` is the program file in force, `scope` the sites in scope
   * the merge's record says (undefined: it says none; null: it cannot tell which, so coverage waits
   * for one that can). Judged when the merge carried the program file (`declared`) or a scope.
   */
  judge(
    entry: HashedRecord,
    inForce: Context,
    program: ProgramFile | undefined,
    scope: { sites: ReadonlySet<string> | null | undefined; declared: boolean },
  ): void {
    if (program === undefined) {
      this.#scope = undefined;
      return;
    }
    if (scope.sites !== undefined) this.#scope = scope.sites ?? undefined;
    if ((scope.sites === undefined && !scope.declared) || this.#scope === undefined) return;
    const ref = refOf(entry);
    const on = dateOf(ref, inForce);
    const inScope = this.#scope;
    // The plans covering each site, read once from the program file rather than per site.
    const plansOf = new Map<string, string[]>();
    for (const plan of program.plans)
      for (const site of new Set(plan.sites))
        plansOf.set(site, [...(plansOf.get(site) ?? []), plan.id]);
    const covering = (site: string) => plansOf.get(site) ?? [];
    for (const [site, gap] of this.gaps) {
      const plans = covering(site);
      if (plans.length === 0 && inScope.has(site)) continue;
      const met =
        plans.length === 0
          ? `out of scope from ${on}: no system the inventory in force rates low is at ${site}`
          : `covered by ${plans.join(", ")} in ${PROGRAM_FILE} from ${on}`;
      this.close(site, gap, { ref, on, met });
    }
    for (const site of [...inScope].sort())
      if (covering(site).length === 0 && !this.gaps.has(site))
        this.gaps.set(site, { site, ...this.opened(ref, on, inForce), not_closed_by: [] });
  }

  held(): PlanCoverageHeld {
    return {
      ...(this.#scope === undefined ? {} : { sites_in_scope: [...this.#scope].sort() }),
      ...(this.gaps.size === 0 ? {} : { coverage_gaps: [...this.gaps.values()] }),
    };
  }

  protected said(gap: HeldCoverageGap): { subject: string; reason: string } {
    return {
      subject: `site ${gap.site}: the Cyber Security Incident response plan covering it`,
      reason: `no plan ${PROGRAM_FILE} declares covers ${gap.site} (Attachment 1 Section 4: "one or more Cyber Security Incident response plan(s), either by asset or group of assets")`,
    };
  }
}
