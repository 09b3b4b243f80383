// CIP-003-9 R2's population of low-impact sites (low-impact-sites.csv): one row per site file in
// force as of the period's end, with its sites, Section 3.1's routable communications (their
// access-control devices and the reviewed rule set), Section 3.2's dial-up and Section 6's vendor
// electronic remote access (none, or allowed with its paths and the methods for 6.1, 6.2 and 6.3),
// citing the record that put the file in force. A file is in force from the accepted merge that
// carried it (change.low_impact_files) until an accepted merge removes it; a refused merge or a
// break-glass apply puts nothing in force and removes nothing (notAccepted), and a file its parser
// refuses puts nothing in force, as in the Section 6 pass (the plan refused it at review first).
// Its rows come from the records before the period, not from obligations: folded with them in
// population-fold.ts, held as the fold holds its state (each record by number). Pure; fed each
// workspace's records in chain order.
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

export const LOW_IMPACT_SITE_COLUMNS = [...CITATION_COLUMNS, ...ANSWER_COLUMNS] as const;

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

/** A site file in force: the record that put it there, and its answers. */
interface InForceSite {
  by: Cited;
  answers: Row;
}

/** The population's state as the population fold holds it, each record by number. */
export interface HeldSites {
  /** In workspace and path order. */
  sites: { record: number; answers: Row }[];
}

const keyOf = (workspace: string, path: string) => `${workspace}\0${path}`;

export class SitePopulation {
  /** By workspace and path. */
  readonly #inForce: Map<string, InForceSite>;

  constructor(inForce = new Map<string, InForceSite>()) {
    this.#inForce = inForce;
  }

  /** A record, in its workspace's chain order: an accepted merge's site files in force. */
  add(entry: HashedRecord): void {
    const { record } = entry;
    if (record.kind !== "change") return;
    const carried = record.change.low_impact_files;
    if (carried === undefined || notAccepted(record) !== undefined) return;
    const by = citedOf(entry);
    for (const [file, site] of siteFilesCarried(carried)) {
      const key = keyOf(record.workspace, file);
      if (site === null) this.#inForce.delete(key);
      else this.#inForce.set(key, { by, answers: answersOf(file, site) });
    }
  }

  /** One row per site file in force, in workspace and path order, citing its record. */
  rows(): Row[] {
    return this.#sorted().map(({ by, answers }) => ({ ...citationOfCited(by), ...answers }));
  }

  held(numbers: Numbering): HeldSites {
    return {
      sites: this.#sorted().map(({ by, answers }) => ({ record: numbers.record(by), answers })),
    };
  }

  /** The population `held` holds, its rows taken as they are (not copied). */
  static resume(held: HeldSites, names: Naming): SitePopulation {
    const inForce = new Map<string, InForceSite>();
    for (const { record, answers } of held.sites) {
      const by = names.record(record);
      inForce.set(keyOf(by.workspace, String(answers.site_file)), { by, answers });
    }
    return new SitePopulation(inForce);
  }

  #sorted(): InForceSite[] {
    return [...this.#inForce.entries()]
      .sort(([a], [b]) => compareCodePoints(a, b))
      .map(([, site]) => site);
  }
}
