// The populations of records held in memory, for tests: the production passes
// (core/audit/population-passes.ts) fed the records in the ledger's name order, with the obligations
// the test judged, each population's rows collected; and their files as the production layout
// (render/evidence/populations.ts) writes them.
import type { Row } from "../../src/core/audit/citation.ts";
import type { SortOf } from "../../src/core/audit/row-sort.ts";
import {
  type Period,
  POPULATION_NAMES,
  type PopulationName,
  PopulationsFirstPass,
} from "../../src/core/audit/populations.ts";
import type { HashedRecord } from "../../src/core/evidence/records/evidence-record.ts";
import type { InventoryListing } from "../../src/core/evidence/records/beside/inventory-listing.ts";
import { recordPath } from "../../src/core/evidence/chain/record-files.ts";
import type { Obligation } from "../../src/core/obligations/obligations.ts";
import { compareCodePoints } from "../../src/core/shared/names.ts";
import { type PopulationFormat, populationLayout } from "../../src/render/evidence/populations.ts";

export type Populations = Record<PopulationName, Row[]>;

/** What the populations are judged with besides the records. */
export interface PopulationInputs {
  /** The obligations judged from the records as of the period's last day. */
  obligations: readonly Obligation[];
  /** The same judged from every record: only the closes after the period are read of them. */
  later?: readonly Obligation[];
  /** The timestamp of a record, as its token states. */
  stamp?: (record: HashedRecord["record"]) => string;
  /** The inventory listings beside reconciliation records, by record path. */
  listings?: ReadonlyMap<string, InventoryListing>;
  /** The ports population, as the command builds it from content read at commits. */
  ports?: readonly Row[];
  /** Where the obligations' rows wait for their order; default held (heldSort). */
  sortOf?: SortOf;
}

/** The populations of `period` from `records` (those recorded by its end). */
export function populations(
  records: readonly HashedRecord[],
  period: Period,
  inputs: PopulationInputs,
): Populations {
  const result = Object.fromEntries(
    POPULATION_NAMES.map((name) => [name, [] as Row[]]),
  ) as Populations;
  result.ports.push(...(inputs.ports ?? []));
  // The ledger's name order: a workspace's folder, then its chain.
  const sorted = [...records].sort(
    (a, b) =>
      compareCodePoints(`${a.record.workspace}/`, `${b.record.workspace}/`) ||
      a.record.sequence - b.record.sequence,
  );
  const first = new PopulationsFirstPass(
    period,
    (name, row) => result[name].push(row),
    inputs.stamp ?? (() => "not timestamped"),
    { laterGiven: inputs.later !== undefined, ...(inputs.sortOf && { sortOf: inputs.sortOf }) },
  );
  for (const entry of sorted) first.add(entry);
  for (const obligation of inputs.obligations) first.obligations.add(obligation);
  for (const obligation of inputs.later ?? []) first.obligations.addLater(obligation);
  const byPath = new Map(sorted.map((entry) => [recordPath(entry.record), entry]));
  const refused = first
    .finish(inputs.listings ?? new Map())
    .read((path) => byPath.get(path) ?? "changed");
  if (refused !== undefined) throw new Error(`the second pass found ${refused.changed} changed`);
  return result;
}

/** Each file's name and content, for `format`, as the command writes them row by row. */
export function populationFiles(
  populations: Populations,
  format: PopulationFormat,
): { name: string; content: string; rows: number }[] {
  const layout = populationLayout(format);
  return layout.files.map((file) => {
    const parts: string[] = [];
    let rows = 0;
    for (const population of file.populations) {
      parts.push(layout.start(population));
      for (const [index, row] of populations[population].entries())
        parts.push(layout.row(population, row, index));
      parts.push(layout.end(population, populations[population].length));
      rows += populations[population].length;
    }
    return { name: file.name, content: parts.join(""), rows };
  });
}
