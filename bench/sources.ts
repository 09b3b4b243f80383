// A platform source's sync against its floor (issue 81): for each of servicenow, tenable-ot and
// nozomi, at 10,000 and 100,000 assets in pages of the kind's default size, the bundled CLI's
// `source sync` against the kind's fake on loopback (in this process), each run writing every
// document anew, then run again over the files it wrote (they agree: the nightly case), and the
// floor: the same requests replayed and their answers parsed, nothing more
// (bench/source-floor.mjs). All in their own processes; medians of `runs`.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SOURCE_KIND_SCHEMAS } from "../src/core/sources/sources-schema.ts";
import { platformAssets, type RecordedRequest } from "../test/support/fake-platform.ts";
import {
  PLATFORM_KINDS,
  PLATFORM_SYSTEMS,
  type PlatformKind,
  platformSourcesFile,
} from "../test/support/platform-kinds.ts";
import { type ChildRun, expectExit, median, REPOSITORY, runNode } from "./measure.ts";
import { count, duration, megabytes, type Target } from "./table.ts";

export const SOURCE_SYNC_SIZES = [10_000, 100_000];
const CLI = join(REPOSITORY, "dist", "cli", "index.js");
const FLOOR = join(REPOSITORY, "bench", "source-floor.mjs");
/** The headers a replay must send for the platform to answer as it answered the sync. */
const REPLAYED_HEADERS = ["authorization", "x-apikeys", "content-type"];

export interface SourceSyncRow {
  kind: PlatformKind["kind"];
  assets: number;
  pageSize: number;
  /** Requests one sync made (every page, and Nozomi's count). */
  requests: number;
  sync: SourceFigures;
  /**
   * The sync run again over the files it wrote, which then agree (the nightly sync of a source
   * with nothing new): it reads every page and writes nothing.
   */
  agreeing: SourceFigures;
  floor: SourceFigures;
}

/** Medians of one side's runs. */
interface SourceFigures {
  wallMs: number;
  maxRssBytes: number;
  /**
   * User and system CPU time: the work of the process alone, which a machine busy with other work
   * stretches less than the wall time (the fake platform answers from the benchmark's process).
   */
  cpuMs?: number;
}

/** The page size a source of `kind` asks when its file says none: the platform's default. */
function defaultPageSize(kind: PlatformKind["kind"]): number {
  const schema = SOURCE_KIND_SCHEMAS[kind];
  return schema.shape.page_size.parse(undefined);
}

export async function measureSourceSyncs(runs: number): Promise<SourceSyncRow[]> {
  const rows: SourceSyncRow[] = [];
  for (const kind of PLATFORM_KINDS) {
    for (const assets of SOURCE_SYNC_SIZES) rows.push(await measureKind(kind, assets, runs));
  }
  return rows;
}

async function measureKind(
  kind: PlatformKind,
  assets: number,
  runs: number,
): Promise<SourceSyncRow> {
  const pageSize = defaultPageSize(kind.kind);
  const fake = await kind.start(platformAssets(assets, PLATFORM_SYSTEMS), {}, true);
  const dir = await mkdtemp(join(tmpdir(), "cip-bench-source-"));
  try {
    await writeFile(join(dir, "cip-sources.yaml"), platformSourcesFile(kind, fake.url, pageSize));
    const syncs: ChildRun[] = [];
    const floors: ChildRun[] = [];
    let requests = 0;
    for (let run = 0; run < runs; run++) {
      await rm(join(dir, "inventory"), { recursive: true, force: true });
      fake.requests.length = 0;
      const sync = await runNode([CLI, "source", "sync", "cmdb"], { cwd: dir, env: kind.env });
      expectExit(sync, 0, `source sync (${kind.kind}, ${assets} assets)`);
      syncs.push(sync);
      const made = fake.requests.splice(0);
      requests = made.length;
      const replay = join(dir, "requests.json");
      await writeFile(replay, JSON.stringify({ origin: fake.url, requests: made.map(replayed) }));
      const floor = await runNode([FLOOR, replay], { cwd: dir, env: {} });
      expectExit(floor, 0, `the floor (${kind.kind}, ${assets} assets)`);
      floors.push(floor);
    }
    const agreeing: ChildRun[] = [];
    for (let run = 0; run < runs; run++) {
      const sync = await runNode([CLI, "source", "sync", "cmdb"], { cwd: dir, env: kind.env });
      expectExit(sync, 0, `source sync over agreeing files (${kind.kind}, ${assets} assets)`);
      agreeing.push(sync);
    }
    const figures = (measured: readonly ChildRun[]): SourceFigures => ({
      wallMs: median(measured.map((run) => run.wallMs)),
      maxRssBytes: median(measured.map((run) => run.maxRssBytes)),
      cpuMs: median(measured.map((run) => run.cpuMs)),
    });
    return {
      kind: kind.kind,
      assets,
      pageSize,
      requests,
      sync: figures(syncs),
      agreeing: figures(agreeing),
      floor: figures(floors),
    };
  } finally {
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** A request the sync made, as the floor replays it. */
function replayed(request: RecordedRequest) {
  const headers = Object.fromEntries(
    REPLAYED_HEADERS.flatMap((name) => {
      const value = request.headers[name];
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
  return { method: request.method, path: request.path, headers, body: request.body };
}

/** The table's rows: the sync, then its floor, by kind and size. */
export function sourceSyncRows(row: SourceSyncRow): string[][] {
  const what = `${row.kind}, ${count(row.assets)} assets, pages of ${count(row.pageSize)}`;
  return [
    [
      `source sync: ${what}`,
      duration(row.sync.wallMs),
      megabytes(row.sync.maxRssBytes),
      count(row.requests),
      `${(row.sync.wallMs / row.floor.wallMs).toFixed(2)}× the floor${cpuComparison(row.sync, row.floor)}`,
    ],
    [
      `source sync, files already agree: ${what}`,
      duration(row.agreeing.wallMs),
      megabytes(row.agreeing.maxRssBytes),
      count(row.requests),
      `${(row.agreeing.wallMs / row.floor.wallMs).toFixed(2)}× the floor${cpuComparison(row.agreeing, row.floor)}`,
    ],
    [
      `source floor: ${what}`,
      duration(row.floor.wallMs),
      megabytes(row.floor.maxRssBytes),
      count(row.requests),
      "the same requests replayed, answers parsed",
    ],
  ];
}

/** "; CPU 1.80× the floor's (720 ms / 400 ms)", where both sides' CPU time was measured. */
function cpuComparison(measured: SourceFigures, against: SourceFigures): string {
  const { cpuMs: sync } = measured;
  const { cpuMs: floor } = against;
  if (sync === undefined || floor === undefined) return "";
  return `; CPU ${(sync / floor).toFixed(2)}× the floor's (${duration(sync)} / ${duration(floor)})`;
}

/**
 * Issue 81: each kind's sync at most 1.5× the time of fetching the same pages alone; and memory that
 * does not grow with the pages already read, which a sync that keeps what the documents need of
 * every row (to build them whole, and write nothing unless every page arrived) cannot fully meet:
 * measured as the peak at 100,000 assets against the peak at 10,000.
 */
export function sourceSyncTargets(rows: readonly SourceSyncRow[]): Target[] {
  const targets: Target[] = [];
  for (const row of rows) {
    const ratio = row.sync.wallMs / row.floor.wallMs;
    targets.push({
      name: `source sync, ${row.kind}, ${count(row.assets)} assets: ≤ 1.5× the floor (issue 81)`,
      measured: `${ratio.toFixed(2)}× (${duration(row.sync.wallMs)} / ${duration(row.floor.wallMs)})`,
      pass: ratio <= 1.5,
    });
  }
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const small = rows.find((row) => row.kind === kind && row.assets === 10_000);
    const large = rows.find((row) => row.kind === kind && row.assets === 100_000);
    if (small === undefined || large === undefined) continue;
    const growth = large.sync.maxRssBytes / small.sync.maxRssBytes;
    targets.push({
      name: `source sync, ${kind}: peak RSS flat in the pages read, 100,000 against 10,000 assets ≤ 1.1× (issue 81)`,
      measured: `${growth.toFixed(2)}× (${megabytes(large.sync.maxRssBytes)} / ${megabytes(small.sync.maxRssBytes)})`,
      pass: growth <= 1.1,
    });
  }
  return targets;
}
