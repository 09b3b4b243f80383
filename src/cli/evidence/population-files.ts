// The files of `cip-sync evidence populations`, written row by row as the passes make the rows
// (render/evidence/populations.ts lays them out): a file that holds one population (each CSV) is written
// straight through; one that holds several (populations.json) gets each population's rows in a
// part of its own beside it, joined in order once every row is made. Rows that wait in a sort on
// disk may be handed whole to the handover's writer thread (handover-writer.ts), which writes them
// into a part of their own meanwhile; the population's later rows then go to another part, and
// the parts are joined in order too. Nothing is put in place before `commit`, and `abandon` leaves
// nothing behind.
import { existsSync } from "node:fs";
import { rm, rmdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { getOrThrow } from "../../core/shared/collections.ts";
import type { PopulationName, RowSink } from "../../core/audit/populations.ts";
import { rowOrderName, type Sort } from "../../core/audit/row-sort.ts";
import type { Row } from "../../core/audit/citation.ts";
import { SpilledSort } from "../../io/sort/spilled-sort.ts";
import { type PopulationFormat, populationLayout } from "../../render/evidence/populations.ts";
import {
  type FlagFileWriter,
  type FlagPath,
  openNamedUnder,
  openUnder,
} from "../shared/flag-files.ts";
import type { AsideWrite, HandedRows } from "./handover-writer.ts";

/** A part of a population's rows, in a file of its own under --out until the parts are joined. */
interface Part {
  name: string;
  /** Written and closed (its rows all given); throws what writing it threw. */
  finished: () => Promise<void>;
  abandon: () => Promise<void>;
}

interface Target {
  name: string;
  populations: readonly PopulationName[];
  file: FlagFileWriter;
}

/** Who writes rows handed aside (the handover's writer thread). */
export interface RowsWriter {
  rows(rows: HandedRows): AsideWrite;
}

export class PopulationFiles {
  readonly #out: FlagPath;
  readonly #format: PopulationFormat;
  readonly #layout: ReturnType<typeof populationLayout>;
  readonly #targets: Target[];
  readonly #targetOf = new Map<PopulationName, Target>();
  /** Where each population's next row goes. */
  readonly #writers = new Map<PopulationName, FlagFileWriter>();
  /** Each population's parts, in order, when its rows are not all in its file's own writer. */
  readonly #parts = new Map<PopulationName, Part[]>();
  readonly #rows = new Map<PopulationName, number>();
  /** --out did not exist before: abandoning removes it again, when nothing else is in it. */
  readonly #created: boolean;
  #aside: RowsWriter | undefined;

  private constructor(
    out: FlagPath,
    format: PopulationFormat,
    layout: ReturnType<typeof populationLayout>,
    { targets, parts }: { targets: Target[]; parts: Map<PopulationName, FlagFileWriter> },
    created: boolean,
  ) {
    this.#out = out;
    this.#format = format;
    this.#created = created;
    this.#layout = layout;
    this.#targets = targets;
    for (const target of targets) {
      for (const population of target.populations) {
        const part = parts.get(population);
        this.#targetOf.set(population, target);
        this.#writers.set(population, part ?? target.file);
        this.#rows.set(population, 0);
        if (part === undefined) target.file.write(this.#layout.start(population));
        else this.#parts.set(population, [ownPart(partName(target, population, 0), part)]);
      }
    }
  }

  /** The files of `format` under the directory `out`, of the populations `names`, opened. */
  static async open(
    out: FlagPath,
    format: PopulationFormat,
    names?: readonly PopulationName[],
  ): Promise<PopulationFiles> {
    const created = !existsSync(resolve(out.cwd, out.given));
    const layout = populationLayout(format, names);
    const targets: Target[] = [];
    const parts = new Map<PopulationName, FlagFileWriter>();
    for (const { name, populations } of layout.files) {
      const target: Target = { name, populations, file: await openUnder(out, name) };
      targets.push(target);
      if (populations.length === 1) continue;
      for (const population of populations)
        parts.set(population, await openUnder(out, partName(target, population, 0)));
    }
    return new PopulationFiles(out, format, layout, { targets, parts }, created);
  }

  /** From now on, rows waiting in a sort on disk are handed to `writer`. */
  handRowsTo(writer: RowsWriter): void {
    this.#aside = writer;
  }

  readonly sink: RowSink = Object.assign(
    (population: PopulationName, row: Row) => {
      const index = getOrThrow(this.#rows, population, "the row counts");
      getOrThrow(this.#writers, population, "the population writers").write(
        this.#layout.row(population, row, index),
      );
      this.#rows.set(population, index + 1);
    },
    {
      sorted: (population: PopulationName, sort: Sort<{ row: Row }>) =>
        this.#sorted(population, sort),
    },
  );

  /** Puts every file in place; each file's name and row count. */
  async commit(): Promise<{ name: string; rows: number }[]> {
    const written = [];
    for (const target of this.#targets) {
      let rows = 0;
      for (const population of target.populations) {
        const parts = this.#parts.get(population) ?? [];
        if (target.populations.length > 1) target.file.write(this.#layout.start(population));
        for (const part of parts) {
          await part.finished();
          await target.file.append(part.name);
          await rm(resolve(this.#out.cwd, this.#out.given, part.name));
        }
        const count = getOrThrow(this.#rows, population, "the row counts");
        rows += count;
        target.file.write(this.#layout.end(population, count));
      }
      await target.file.commit();
      written.push({ name: target.name, rows });
    }
    return written;
  }

  /** Removes whatever was written, and --out itself when this run made it. */
  async abandon(): Promise<void> {
    for (const target of this.#targets) {
      await target.file.abandon();
      for (const population of target.populations)
        for (const part of this.#parts.get(population) ?? []) await part.abandon();
    }
    // rmdir, not rm: a directory something else wrote into meanwhile is left as it is.
    if (this.#created) await rmdir(resolve(this.#out.cwd, this.#out.given)).catch(() => undefined);
  }

  /**
   * The rows of `sort`: handed to the writer thread when there is one and they wait on disk (the
   * rows after them then go to a part of their own), else written here.
   */
  #sorted(population: PopulationName, sort: Sort<{ row: Row }>): void {
    const order =
      sort instanceof SpilledSort && sort.runs > 0 ? rowOrderName(sort.order) : undefined;
    if (this.#aside === undefined || !(sort instanceof SpilledSort) || order === undefined) {
      for (const { row } of sort.sorted()) this.sink(population, row);
      return;
    }
    const target = getOrThrow(this.#targetOf, population, "the population files");
    const parts = this.#parts.get(population) ?? [];
    this.#parts.set(population, parts);
    const first = getOrThrow(this.#rows, population, "the row counts");
    const handed = partName(target, population, parts.length + 1);
    const write = this.#aside.rows({
      target: { ...this.#out, given: join(this.#out.given, handed) },
      population,
      format: this.#format,
      order,
      first,
      rows: sort.handOff(),
    });
    parts.push({ name: handed, finished: write.written, abandon: write.abandon });
    this.#rows.set(population, first + sort.count);
    const later = partName(target, population, parts.length + 1);
    const file = openNamedUnder(this.#out, later);
    parts.push(ownPart(later, file));
    this.#writers.set(population, file);
  }
}

/** The name of a population's part `index` (0: its first, when its file holds several). */
function partName(target: Target, population: PopulationName, index: number): string {
  return `.${target.name}.${population}${index === 0 ? "" : `.${index}`}.part`;
}

/** A part this thread writes. */
function ownPart(name: string, file: FlagFileWriter): Part {
  return { name, finished: () => file.commit(), abandon: () => file.abandon() };
}
