// The files of `cip-sync evidence populations`, written row by row as the passes make the rows
// (render/evidence/populations.ts lays them out): a file that holds one population (each CSV) is written
// straight through; one that holds several (populations.json) gets each population's rows in a
// part of its own beside it, joined in order once every row is made. Nothing is put in place
// before `commit`, and `abandon` leaves nothing behind.
import { createReadStream, existsSync } from "node:fs";
import { rm, rmdir } from "node:fs/promises";
import { resolve } from "node:path";
import { getOrThrow } from "../../core/shared/collections.ts";
import type { PopulationName, RowSink } from "../../core/audit/populations.ts";
import { type PopulationFormat, populationLayout } from "../../render/evidence/populations.ts";
import { type FlagFileWriter, type FlagPath, openUnder } from "../shared/flag-files.ts";

interface Target {
  name: string;
  populations: readonly PopulationName[];
  file: FlagFileWriter;
  /** Each population's part, when the file holds several. */
  parts?: Map<PopulationName, { name: string; file: FlagFileWriter }>;
}

export class PopulationFiles {
  readonly #out: FlagPath;
  readonly #layout: ReturnType<typeof populationLayout>;
  readonly #targets: Target[];
  readonly #writers = new Map<PopulationName, FlagFileWriter>();
  readonly #rows = new Map<PopulationName, number>();
  /** --out did not exist before: abandoning removes it again, when nothing else is in it. */
  readonly #created: boolean;

  private constructor(
    out: FlagPath,
    layout: ReturnType<typeof populationLayout>,
    targets: Target[],
    created: boolean,
  ) {
    this.#out = out;
    this.#created = created;
    this.#layout = layout;
    this.#targets = targets;
    for (const target of targets) {
      for (const population of target.populations) {
        const writer = target.parts?.get(population)?.file ?? target.file;
        this.#writers.set(population, writer);
        this.#rows.set(population, 0);
        if (target.parts === undefined) writer.write(this.#layout.start(population));
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
    for (const { name, populations } of layout.files) {
      const target: Target = { name, populations, file: await openUnder(out, name) };
      targets.push(target);
      if (populations.length === 1) continue;
      target.parts = new Map();
      for (const population of populations) {
        const part = `.${name}.${population}.part`;
        target.parts.set(population, { name: part, file: await openUnder(out, part) });
      }
    }
    return new PopulationFiles(out, layout, targets, created);
  }

  readonly sink: RowSink = (population, row) => {
    const index = getOrThrow(this.#rows, population, "the row counts");
    getOrThrow(this.#writers, population, "the population writers").write(
      this.#layout.row(population, row, index),
    );
    this.#rows.set(population, index + 1);
  };

  /** Puts every file in place; each file's name and row count. */
  async commit(): Promise<{ name: string; rows: number }[]> {
    const written = [];
    for (const target of this.#targets) {
      let rows = 0;
      for (const population of target.populations) {
        const part = target.parts?.get(population);
        if (part !== undefined) {
          target.file.write(this.#layout.start(population));
          await part.file.commit();
          const path = resolve(this.#out.cwd, this.#out.given, part.name);
          for await (const chunk of createReadStream(path, { encoding: "utf8" }))
            target.file.write(chunk as string);
          await rm(path);
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
      for (const part of target.parts?.values() ?? []) await part.file.abandon();
    }
    // rmdir, not rm: a directory something else wrote into meanwhile is left as it is.
    if (this.#created) await rmdir(resolve(this.#out.cwd, this.#out.given)).catch(() => undefined);
  }
}
