// GitHub requests of a source sync's proposal (issue 27): a CSV source owning 100 cyber systems
// writes 100 inventory files, committed to cip-sync/source-cmdb through the git data API and
// proposed in one pull request, with the Action's own client (writes spaced a second apart) in
// this process against the fake GitHub, as bench/github.ts runs the other modes.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { workspaceOf } from "../test/action/action-env.ts";
import { type Bench, counted, type GitHubRun, runAction, setUp, tearDown } from "./github.ts";
import { median } from "./measure.ts";

const FILES = 100;
const ASSETS_PER_SYSTEM = 10;

/** One system per file; their names in the sources file, their assets in the CSV export. */
function sourceFiles(systems: number): Record<string, string> {
  const names = Array.from({ length: systems }, (_, index) => `System ${index + 1}`);
  const rows = names.flatMap((name, system) =>
    Array.from(
      { length: ASSETS_PER_SYSTEM },
      (_, asset) => `host-${system + 1}-${asset + 1},${name},RTU`,
    ),
  );
  const sources = `version: 1
sources:
  - name: cmdb
    kind: csv
    file: exports/assets.csv
    columns: { name: hostname, system: cip_system, type: asset_class }
    types: { RTU: hardware }
    systems: [${names.join(", ")}]
    out: inventory/cmdb/
`;
  return {
    "cip-sources.yaml": sources,
    "exports/assets.csv": ["hostname,cip_system,asset_class", ...rows, ""].join("\n"),
  };
}

/** Main holds the sources file and the export, in the fake's git and in the job's checkout. */
async function onMain(bench: Bench, files: Record<string, string>): Promise<string> {
  for (const [path, content] of Object.entries(files)) {
    const file = join(workspaceOf(bench.dir), path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return bench.github.git.commitFiles("main", files);
}

/** The first sync of the source: `FILES` new files, one commit, one pull request opened. */
export async function measureSourceSync(runs: number): Promise<GitHubRun> {
  const times: number[] = [];
  let requests: GitHubRun | undefined;
  for (let run = 0; run < runs; run++) {
    const bench = await setUp();
    try {
      const sha = await onMain(bench, sourceFiles(FILES));
      const event = { schedule: "23 5 * * 1-5" };
      const synced = await runAction(
        bench,
        { eventName: "schedule", event, sha, ref: "refs/heads/main" },
        { throttled: true, mode: "source-sync", inputs: { source: "cmdb" } },
      );
      const written = bench.github.git.filesOn("cip-sync/source-cmdb");
      if (written.filter(({ path }) => path.startsWith("inventory/cmdb/")).length !== FILES)
        throw new Error(`the source sync did not propose ${FILES} files`);
      requests = counted(`source sync proposal, ${FILES} files`, synced.requests);
      times.push(synced.wallMs);
    } finally {
      await tearDown(bench);
    }
  }
  return { ...requests!, wallMs: median(times), timedRuns: runs };
}
