// `evidence handover` writes obligations.md on a thread of its own (handover-writer.ts), started
// from the bundle as the command starts it: the file is the one this thread writes; a handover
// whose populations then fail removes it (abandon), leaving --out empty; and a write that fails is
// the handover's failure, with the message that names --out (fail closed).
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  type HandedListing,
  HandoverWriter,
  writeListingAside,
} from "../../src/cli/evidence/handover-writer.ts";
import { PopulationFiles } from "../../src/cli/evidence/population-files.ts";
import { POPULATION_NAMES } from "../../src/core/audit/populations.ts";
import type { PopulationFormat } from "../../src/render/evidence/populations.ts";
import { BY_OBLIGATION, BY_SORT_KEY } from "../../src/core/audit/row-sort.ts";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";
import { STILL_TO_DO } from "../../src/core/obligations/obligation-kinds.ts";
import type { Obligation } from "../../src/core/obligations/obligation-model.ts";
import { SpilledSort } from "../../src/io/sort/spilled-sort.ts";
import { bundledCli, requireCurrentBundles, runBundledCli } from "../support/cli.ts";
import { highImpactDeviationLedger } from "../support/evidence-records.ts";

const entry = pathToFileURL(bundledCli);
/** A family of the table, said not judged: the thread finds it again by its name. */
const unjudged = MERGE_JUDGED_FAMILIES[0]!;
beforeAll(() => requireCurrentBundles());

/** A listing of `count` overdue obligations, its sort handed off, to be written to `out`. */
function listing(out: string, count: number): { handed: HandedListing; discard: () => void } {
  const sort = new SpilledSort(BY_OBLIGATION, { runLength: 3, directory: out });
  for (let sequence = count; sequence > 0; sequence--)
    sort.add({
      kind: "CIP-010 R2.1",
      status: "overdue",
      workspace: "grid-east",
      subject: { cyber_system_id: "cs-1", cyber_system: "Alpha", asset: `asset-${sequence}` },
      due: "2026-02-05",
      opened_by: { workspace: "grid-east", sequence, recorded_at: "2026-01-01T00:00:00.000Z" },
      reason: "no monitoring record <b>|</b>",
    } as unknown as Obligation);
  const handed: HandedListing = {
    target: { flag: "--out", given: "handover/obligations.md", fix: "choose another", cwd: out },
    obligations: sort.handOff(),
    at: "2026-03-01",
    calendar: "calendar days, UTC",
    counts: {
      exception: 0,
      overdue: count,
      "closed-late": 0,
      "due-soon": 0,
      open: 0,
      reminder: 0,
      closed: 0,
    },
    historyNotChecked: undefined,
    statuses: STILL_TO_DO,
    notJudged: [unjudged.name],
    notApplicable: [],
  };
  return { handed, discard: () => sort.discard() };
}

/** The writer thread, closed once the test finishes. */
function writerThread(): HandoverWriter {
  const writer = HandoverWriter.start(entry);
  if (writer === undefined) throw new Error("the writer thread needs a second core");
  onTestFinished(() => writer.close());
  return writer;
}

async function scratch(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-listing-writer-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe("obligations.md on a thread of its own", () => {
  it("is the file this thread writes; the sort stays for the handover to discard", async () => {
    const threaded = await scratch();
    const inThread = await scratch();
    const aside = listing(threaded, 7);
    await writeListingAside(writerThread(), aside.handed).written();
    const here = listing(inThread, 7);
    await writeListingAside(undefined, here.handed).written();
    const file = await readFile(join(threaded, "handover/obligations.md"), "utf8");
    expect(file).toBe(await readFile(join(inThread, "handover/obligations.md"), "utf8"));
    expect(file).toContain("| overdue | CIP-010 R2.1 |");
    expect(file).toContain(`**Not judged:** ${unjudged.name}`);
    expect(file.match(/^\| overdue /gmu)).toHaveLength(7);
    const sortFiles = (await readdir(threaded)).filter((name) => name.startsWith("cip-sync-sort-"));
    expect(sortFiles).toHaveLength(1);
    aside.discard();
    here.discard();
    expect(await readdir(threaded)).toEqual(["handover"]);
  });

  // A copy of the branch cannot give ports.csv (no history): the populations fail once the ledger
  // verified, after the thread began obligations.md.
  it("leaves --out empty when the populations fail after the reading", async () => {
    const dir = await highImpactDeviationLedger("cip-listing-writer-");
    const period = ["--dir", ".", "--from", "2026-01-01", "--to", "2026-02-10"];
    const run = await runBundledCli(["evidence", "handover", ...period, "--out", "handover"], {
      cwd: dir,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("To write the others without ports.csv, pass --without-ports.");
    expect(await readdir(join(dir, "handover"))).toEqual([]);
  });

  // obligations.md cannot be written (a directory is at its path, --force): nothing else is left.
  it("fails the handover with no output when it cannot be written", async () => {
    const dir = await highImpactDeviationLedger("cip-listing-writer-");
    await mkdir(join(dir, "handover", "obligations.md"), { recursive: true });
    const period = ["--dir", ".", "--from", "2026-01-01", "--to", "2026-02-10"];
    const run = await runBundledCli(
      ["evidence", "handover", ...period, "--out", "handover", "--force", "--without-ports"],
      { cwd: dir },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^error: --out handover\/obligations\.md: is a directory, not a file; choose another/mu,
    );
    expect(run.stdout).not.toContain("Wrote the handover");
    expect(await readdir(join(dir, "handover"))).toEqual(["obligations.md"]);
  });

  it("is removed when the handover fails after it began", async () => {
    const out = await scratch();
    const { handed, discard } = listing(out, 5);
    await writeListingAside(writerThread(), handed).abandon();
    discard();
    expect(await readdir(join(out, "handover"))).toEqual([]);
  });

  it("fails the handover when it cannot be written, naming --out", async () => {
    const out = await scratch();
    // --out is a file: nothing can be written under it.
    await writeFile(join(out, "handover"), "");
    const { handed, discard } = listing(out, 2);
    await expect(writeListingAside(writerThread(), handed).written()).rejects.toThrow(
      /^--out handover\/obligations\.md: .*choose another/u,
    );
    discard();
  });
});

/** `count` exceptions' rows in a sort that spills every 3, added last first. */
function exceptionRows(dir: string, count: number) {
  const sort = new SpilledSort(BY_SORT_KEY, { runLength: 3, directory: dir });
  for (let sequence = count; sequence > 0; sequence--)
    sort.add({
      key: {
        status: "exception",
        due: "2026-02-05",
        workspace: "grid-east",
        kind: "CIP-010 R2.1",
        subject: { cyber_system_id: "cs-1", asset: `asset-${sequence}` },
        opened_by: { sequence },
      },
      row: { kind: "unauthenticated", detail: `=asset-${sequence}, "quoted"` },
    });
  return sort;
}

/**
 * The populations `format` writes under `dir`/out: an exception row, then `count` in a sort
 * (handed to `writer` when given), then one more; and a sort that never spilled, written here.
 */
async function populationsWith(
  dir: string,
  format: PopulationFormat,
  writer: HandoverWriter | undefined,
  count: number,
): Promise<PopulationFiles> {
  const out = { flag: "--out", given: "out", fix: "choose another", cwd: dir };
  const files = await PopulationFiles.open(out, format);
  if (writer !== undefined) files.handRowsTo(writer);
  const { sink } = files;
  sink("exceptions", { kind: "before", detail: "first" });
  sink.sorted?.("exceptions", exceptionRows(dir, count));
  sink("exceptions", { kind: "after", detail: "last" });
  sink.sorted?.("configurationMonitoring", exceptionRows(dir, 2));
  return files;
}

describe("the populations' rows on the writer thread", () => {
  it.each<[PopulationFormat, number]>([
    ["csv", 7],
    ["json", 7],
    ["json", 0],
  ])("are the file this thread writes (%s, %i rows in the sort)", async (format, count) => {
    const [threaded, inThread] = [await scratch(), await scratch()];
    const aside = await populationsWith(threaded, format, writerThread(), count);
    const here = await populationsWith(inThread, format, undefined, count);
    expect(await aside.commit()).toEqual(await here.commit());
    const names = (await readdir(join(inThread, "out"))).sort();
    expect((await readdir(join(threaded, "out"))).sort()).toEqual(names);
    for (const name of names) {
      const file = await readFile(join(threaded, "out", name), "utf8");
      expect(file).toBe(await readFile(join(inThread, "out", name), "utf8"));
    }
    const file = await readFile(
      join(inThread, "out", format === "csv" ? "exceptions.csv" : "populations.json"),
      "utf8",
    );
    // The exceptions' rows: the one before the sort's, the sort's in its order, the one after.
    const exceptions = format === "csv" ? file : file.slice(file.indexOf('"exceptions"'));
    const sorted = count === 0 ? [] : ["asset-1,", `asset-${count},`];
    const at = ["first", ...sorted, "last"].map((text) => exceptions.indexOf(text));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual(at.toSorted((a, b) => a - b));
  });

  it("keep populations.json whole when it holds some populations only", async () => {
    const dir = await scratch();
    const names = POPULATION_NAMES.filter((name) => name !== "ports");
    const out = { flag: "--out", given: "out", fix: "choose another", cwd: dir };
    const files = await PopulationFiles.open(out, "json", names);
    files.handRowsTo(writerThread());
    files.sink.sorted?.("exceptions", exceptionRows(dir, 5));
    await files.commit();
    const json = JSON.parse(await readFile(join(dir, "out", "populations.json"), "utf8")) as Record<
      string,
      unknown[]
    >;
    expect(Object.keys(json)).toEqual(names);
    expect(json.exceptions).toHaveLength(5);
  });

  it("leave nothing in --out when the populations are abandoned", async () => {
    const dir = await scratch();
    const files = await populationsWith(dir, "csv", writerThread(), 7);
    await files.abandon();
    expect(await readdir(dir)).not.toContain("out");
  });

  it("fail the populations when they cannot be written, naming --out", async () => {
    const dir = await scratch();
    const files = await PopulationFiles.open(
      { flag: "--out", given: "out", fix: "choose another", cwd: dir },
      "csv",
    );
    files.handRowsTo(writerThread());
    // A directory where the thread's part goes: replaced by nothing.
    await mkdir(join(dir, "out", ".exceptions.csv.exceptions.1.part"));
    files.sink.sorted?.("exceptions", exceptionRows(dir, 4));
    await expect(files.commit()).rejects.toThrow(
      /^--out out\/\.exceptions\.csv\.exceptions\.1\.part: is a directory, not a file; choose another/u,
    );
    await files.abandon();
  });
});
