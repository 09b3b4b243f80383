// CIP-003-9 R2's population of low-impact sites (low-impact-sites.csv): one row per state of a site
// file in force at any time during the period, with its sites, Section 3.1's routable
// communications (their access-control devices and the reviewed rule set), Section 3.2's dial-up
// and Section 6's vendor electronic remote access (none, or allowed with its paths and the methods
// for 6.1, 6.2 and 6.3), citing the record that put that state in force, with its interval and the
// record that ended it (empty while it is in force): so a Section 6 gap opened in June and closed in
// July, or months of vendor access that ended before the period's end, are in the period an auditor
// samples from ("For assets containing low impact BES Cyber System(s) identified pursuant to
// CIP-002, that allow vendor electronic remote access, the Responsible Entity shall implement a
// process to mitigate risks associated with vendor electronic remote access", Section 6, which is
// owed the whole time access is allowed, not only at the period's end). A state is in force from
// the accepted merge that carried the file (change.low_impact_files) with other answers than the
// state before, until an accepted merge carries other answers or removes the file, or its sites
// leave scope (no system the inventory in force rates low is at them, obligations/low-impact/site-scope.ts); a refused merge
// or a break-glass apply puts nothing in force and ends nothing (notAccepted), and a file its
// parser refuses puts nothing in force, as in the Section 6 pass (the plan refused it at review
// first). Its rows come from the records before the period, not from obligations: folded with them
// in population-fold.ts, held as the fold holds its state (each record by number), every state ever
// in force kept, since the fold serves any period. Pure; fed each workspace's records in chain
// order.
import type { HashedRecord } from "../../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../../evidence/records/in-force/facts-in-force.ts";
import { siteFilesCarried } from "../../../low-impact/low-impact-files.ts";
import {
  methodText,
  type SiteFile,
  VENDOR_ACCESS_PART_KEYS,
  VENDOR_ACCESS_PARTS,
} from "../../../low-impact/site-file.ts";
import { compareCodePoints } from "../../../shared/names.ts";
import {
  CITATION_COLUMNS,
  type Cited,
  citationOfCited,
  citedOf,
  type Row,
} from "../../citation.ts";
import type { Naming, Numbering } from "../../held-tables.ts";
import { lowImpactSitesAfter } from "../../../obligations/low-impact/site-scope.ts";

/** The columns of Section 3 and Section 6's answers, after the citation and the file. */
const ANSWER_COLUMNS = [
  "site_file",
  "site_id",
  "sites",
  "routable",
  "access_control_devices",
  "rule_set",
  "dial_up",
  "vendor_remote_access",
  "vendor_paths",
  ...VENDOR_ACCESS_PART_KEYS.map((part) => `methods_${VENDOR_ACCESS_PARTS[part]}`),
] as const;

/** The state's interval and the record that ended it, after the answers (issue 96 added them). */
const INTERVAL_COLUMNS = [
  "in_force_from",
  "in_force_until",
  "ended_by_sequence",
  "ended_by_sha256",
  "ended_by_path",
] as const;

export const LOW_IMPACT_SITE_COLUMNS = [
  ...CITATION_COLUMNS,
  ...ANSWER_COLUMNS,
  ...INTERVAL_COLUMNS,
] as const;

/** A list in one cell. */
const listed = (items: readonly string[]) => items.join("; ");

/** A site file's answers, as its row gives them. */
function answersOf(path: string, site: SiteFile): Row {
  const access = site.electronicAccess;
  const vendor = site.vendorRemoteAccess;
  const ruleSet = !access.routable
    ? null
    : "file" in access.ruleSet
      ? access.ruleSet.file
      : `sha256:${access.ruleSet.sha256} reviewed on ${access.ruleSet.reviewedOn}`;
  const methods = Object.fromEntries(
    VENDOR_ACCESS_PART_KEYS.map((part) => [
      `methods_${VENDOR_ACCESS_PARTS[part]}`,
      vendor.allowed ? listed((vendor.methods[part] ?? []).map(methodText)) : null,
    ]),
  );
  return {
    site_file: path,
    site_id: site.id,
    sites: listed(site.sites),
    routable: access.routable,
    access_control_devices: access.routable ? listed(access.devices) : null,
    rule_set: ruleSet,
    dial_up: site.dialUp.present ? site.dialUp.authentication : "none",
    vendor_remote_access: vendor.allowed ? "allowed" : "none",
    vendor_paths: vendor.allowed
      ? listed(vendor.paths.map(({ id, kind, device }) => `${id} (${kind}, ${device})`))
      : null,
    ...methods,
  };
}

/** A site file's state: the record that put it in force, its answers, and the record that ended it. */
interface SiteState {
  by: Cited;
  answers: Row;
  until?: Cited;
}

/** A site file in force in the repository, in scope or not: the record that carried it, its sites. */
interface SiteFileInForce {
  by: Cited;
  sites: string[];
  answers: Row;
}

/** The population's state as the population fold holds it, each record by number. */
export interface HeldSites {
  /** Every state ever in force, in workspace and path order, then in the order they came. */
  sites: { record: number; answers: Row; until?: number }[];
  /** The site files in force in the repository, in scope or not, in workspace and path order. */
  files: { record: number; sites: string[]; answers: Row }[];
  /** Each workspace's sites in scope (null: not known), as lowImpactSitesAfter read them. */
  scope: { workspace: string; sites: string[] | null }[];
}

const keyOf = (workspace: string, path: string) => `${workspace}\0${path}`;

/** The interval's cells of `state`: in force from its record, until the one that ended it. */
function intervalOf({ by, until }: SiteState): Row {
  return {
    in_force_from: by.recorded_at,
    in_force_until: until?.recorded_at ?? null,
    ended_by_sequence: until?.sequence ?? null,
    ended_by_sha256: until === undefined ? null : `sha256:${until.sha256}`,
    ended_by_path: until?.path ?? null,
  };
}

/** Whether two rows of answers are the same state (a file carried again as it was). */
const sameAnswers = (a: Row, b: Row) => JSON.stringify(a) === JSON.stringify(b);

export class SitePopulation {
  /** Every state of each file, by workspace and path, in the order they came: the last may be in force. */
  readonly #states: Map<string, SiteState[]>;
  /** The site files in force in the repository, by workspace and path, in scope or not. */
  readonly #files: Map<string, SiteFileInForce>;
  /** Each workspace's sites in scope; absent or null: not known, every site in scope. */
  readonly #scope: Map<string, ReadonlySet<string> | null>;

  constructor(
    states = new Map<string, SiteState[]>(),
    files = new Map<string, SiteFileInForce>(),
    scope = new Map<string, ReadonlySet<string> | null>(),
  ) {
    this.#states = states;
    this.#files = files;
    this.#scope = scope;
  }

  /**
   * A record, in its workspace's chain order: an accepted merge's site files in force, and the
   * sites its inventory puts in scope; a state starts or ends where either moves.
   */
  add(entry: HashedRecord): void {
    const { record } = entry;
    if (record.kind !== "change" || notAccepted(record) !== undefined) return;
    const by = citedOf(entry);
    const { workspace } = record;
    const moved = new Set<string>();
    const carried = record.change.low_impact_files;
    for (const [file, site] of carried === undefined ? [] : siteFilesCarried(carried)) {
      const key = keyOf(workspace, file);
      if (site === null) this.#files.delete(key);
      else this.#files.set(key, { by, sites: site.sites, answers: answersOf(file, site) });
      moved.add(key);
    }
    const scope = lowImpactSitesAfter(record);
    if (scope !== undefined) {
      this.#scope.set(workspace, scope);
      const prefix = keyOf(workspace, "");
      for (const key of [...this.#files.keys(), ...this.#states.keys()])
        if (key.startsWith(prefix)) moved.add(key);
    }
    for (const key of moved) this.#settle(key, workspace, by);
  }

  /**
   * One row per state in force at any time from `from` (the period's start) to the last record
   * added, in workspace and path order, then in the order they came, each citing its record: a
   * state ended before `from` is not the period's.
   */
  rows(from: Date): Row[] {
    const start = from.getTime();
    return this.#sorted()
      .filter(({ until }) => until === undefined || Date.parse(until.recorded_at) >= start)
      .map((state) => ({
        ...citationOfCited(state.by),
        ...state.answers,
        ...intervalOf(state),
      }));
  }

  held(numbers: Numbering): HeldSites {
    return {
      sites: this.#sorted().map(({ by, answers, until }) => ({
        record: numbers.record(by),
        answers,
        ...(until === undefined ? {} : { until: numbers.record(until) }),
      })),
      files: [...this.#files.entries()]
        .sort(([a], [b]) => compareCodePoints(a, b))
        .map(([, { by, sites, answers }]) => ({ record: numbers.record(by), sites, answers })),
      scope: [...this.#scope.entries()]
        .sort(([a], [b]) => compareCodePoints(a, b))
        .map(([workspace, sites]) => ({
          workspace,
          sites: sites === null ? null : [...sites].sort(compareCodePoints),
        })),
    };
  }

  /** The population `held` holds, its rows taken as they are (not copied). */
  static resume(held: HeldSites, names: Naming): SitePopulation {
    const states = new Map<string, SiteState[]>();
    for (const { record, answers, until } of held.sites) {
      const by = names.record(record);
      const key = keyOf(by.workspace, String(answers.site_file));
      const state =
        until === undefined ? { by, answers } : { by, answers, until: names.record(until) };
      states.set(key, [...(states.get(key) ?? []), state]);
    }
    const files = new Map<string, SiteFileInForce>();
    for (const { record, sites, answers } of held.files) {
      const by = names.record(record);
      files.set(keyOf(by.workspace, String(answers.site_file)), { by, sites, answers });
    }
    const scope = new Map<string, ReadonlySet<string> | null>(
      held.scope.map(({ workspace, sites }) => [workspace, sites === null ? null : new Set(sites)]),
    );
    return new SitePopulation(states, files, scope);
  }

  /**
   * The file `key`'s state brought to what is in force after `by`: its answers while the file is
   * in force and one of its sites in scope, none otherwise; a state that differs ends at `by`.
   */
  #settle(key: string, workspace: string, by: Cited): void {
    const file = this.#files.get(key);
    const scope = this.#scope.get(workspace);
    const inScope =
      file !== undefined && (scope == null || file.sites.some((site) => scope.has(site)));
    const states = this.#states.get(key) ?? [];
    const last = states.at(-1);
    const current = last?.until === undefined ? last : undefined;
    const answers = inScope ? file.answers : undefined;
    if (current !== undefined && answers !== undefined && sameAnswers(current.answers, answers))
      return;
    if (current !== undefined) current.until = by;
    if (answers !== undefined) states.push({ by, answers });
    if (states.length > 0) this.#states.set(key, states);
  }

  #sorted(): SiteState[] {
    return [...this.#states.entries()]
      .sort(([a], [b]) => compareCodePoints(a, b))
      .flatMap(([, states]) => states);
  }
}
