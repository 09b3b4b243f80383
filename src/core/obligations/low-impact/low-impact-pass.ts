// CIP-003-9 low impact's pass over one workspace's ledger, pure: from the record that starts the
// family there (an accepted merge carrying low-impact files), Section 6's gaps from the site
// files (vendor-access-pass.ts) and the program's clocks from the program records
// (program-clocks-pass.ts) and the program file in force (low-impact/program.yaml: the policies
// and plans it declares, and their topics, policy-topics-pass.ts), each fed every later record;
// its state is all of them, as the obligations checkpoint holds it under `low_impact`.
import type { VersionFrom } from "../../inventory/baselines/standard-versions.ts";
import type { EvidenceRecord, HashedRecord } from "../../evidence/records/evidence-record.ts";
import { filesCarriedBy, ResumedByConstructor, startsWithFiles } from "../obligation-families.ts";
import type { Context, Obligation } from "../obligation-model.ts";
import type { ProgramClocksHeld } from "./program-clock-obligations.ts";
import { ProgramClocks } from "./program-clocks-pass.ts";
import { PolicyTopics, type PolicyTopicsHeld } from "./policy-topics-pass.ts";
import { VendorAccessGaps } from "./vendor-access-pass.ts";
import type { HeldElevenGaps, HeldGap, HeldSiteGaps } from "./section-six-carry.ts";
import { lowImpactSitesAfter } from "./site-scope.ts";
import { PlanCoverage, type PlanCoverageHeld } from "./plan-coverage-pass.ts";
import { notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";
import { programFileCarried } from "../../low-impact/low-impact-files.ts";
import type { ProgramFile } from "../../low-impact/program-file.ts";

/** The pass's state in one workspace, as the checkpoint holds it under `low_impact`. */
export interface LowImpactHeld extends ProgramClocksHeld, PolicyTopicsHeld, PlanCoverageHeld {
  workspace: string;
  gaps: HeldGap[];
  /** The program file (low-impact/program.yaml) in force; absent: none. */
  program?: ProgramFile;
  /** The site files whose CIP-003-11 gaps open on its day (section-six-carry.ts); absent: none. */
  eleven_pending?: HeldElevenGaps[];
  /** The versions the last accepted merge carrying site files kept; absent: none. */
  standard_versions?: VersionFrom[];
  /** The site files in force that leave a gap under either version (section-six-carry.ts). */
  site_files?: HeldSiteGaps[];
  /** Those of them none of whose sites is in scope: their gaps are not open. */
  dormant_site_files?: string[];
}

/** The pass's site files as the checkpoint holds them, under names of the pass's state. */
function siteFilesHeld({ files, dormant }: { files?: HeldSiteGaps[]; dormant?: string[] }) {
  return {
    ...(files === undefined ? {} : { site_files: files }),
    ...(dormant === undefined ? {} : { dormant_site_files: dormant }),
  };
}

/** Whether `record` starts the pass in its workspace: an accepted merge carrying low-impact files. */
export function startsLowImpact(record: EvidenceRecord): boolean {
  return startsWithFiles(record, "low_impact_files");
}

export class LowImpactPass extends ResumedByConstructor<LowImpactHeld> {
  readonly #gaps: VendorAccessGaps;
  readonly #clocks: ProgramClocks;
  readonly #topics: PolicyTopics;
  readonly #coverage: PlanCoverage;
  #program: ProgramFile | undefined;
  #started: boolean;

  constructor(
    context: Context,
    emit: (obligation: Obligation) => void,
    held?: Omit<LowImpactHeld, "workspace">,
  ) {
    super();
    this.#gaps = new VendorAccessGaps(
      context,
      emit,
      held?.gaps,
      held?.eleven_pending,
      held?.standard_versions,
      { files: held?.site_files, dormant: held?.dormant_site_files },
    );
    this.#clocks = new ProgramClocks(context, emit, held);
    this.#topics = new PolicyTopics(context, emit, held);
    this.#coverage = new PlanCoverage(context, emit, held);
    this.#program = held?.program;
    this.#started = held !== undefined;
  }

  addRecord(entry: HashedRecord, inForce: Context): void {
    if (!this.#started) {
      this.#clocks.start(entry, inForce);
      this.#started = true;
    }
    const carried = filesCarriedBy(entry.record, "low_impact_files");
    const scope = lowImpactSitesAfter(entry.record);
    let declared = false;
    if (carried !== undefined) {
      this.#gaps.addRecord(entry, inForce, carried, scope);
      // The program file first: a record merged with it names what it declares.
      const program =
        notAccepted(entry.record) === undefined ? programFileCarried(carried) : undefined;
      if (program !== undefined) this.#program = program ?? undefined;
      declared = program !== undefined;
      if (program) {
        this.#clocks.declare(entry, inForce, program);
        this.#topics.declare(entry, inForce, program);
      }
      const judged = this.#clocks.addRecord(entry, inForce, carried);
      this.#topics.addReviews(entry, inForce, judged, this.#program);
    }
    // After the files: a merge that re-rates a site's last low system closes its gap as out of scope.
    if (scope != null) this.#gaps.followScope(entry, inForce, scope);
    this.#coverage.judge(entry, inForce, this.#program, { sites: scope, declared });
  }

  held(workspace: string): LowImpactHeld {
    return {
      workspace,
      gaps: this.#gaps.held(),
      ...(this.#program === undefined ? {} : { program: this.#program }),
      ...(this.#gaps.pending().length === 0 ? {} : { eleven_pending: this.#gaps.pending() }),
      ...(this.#gaps.versions().length === 0
        ? {}
        : { standard_versions: [...this.#gaps.versions()] }),
      ...siteFilesHeld(this.#gaps.files()),
      ...this.#clocks.held(),
      ...this.#topics.held(),
      ...this.#coverage.held(),
    };
  }

  finish(): Obligation[] {
    return [
      ...this.#gaps.finish(),
      ...this.#clocks.finish(),
      ...this.#topics.finish(),
      ...this.#coverage.finish(),
    ];
  }
}
