// `cip-sync review`: writes the CIP-002 R2 review file of the inventory as it is; --check passes
// while the file describes the inventory and fails, saying why and what to do, once it does not;
// wrong flags are named with what they accept, and nothing is written then.
import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";

const ALPHA =
  "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-relay-01: hardware\n";

async function checkout(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-review-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, "inventory"));
  await writeFile(join(dir, "inventory", "alpha.yaml"), ALPHA);
  return dir;
}

const run = (dir: string, ...args: string[]) => runCliInProcess(["review", ...args], { cwd: dir });

describe("cip-sync review", () => {
  it("writes the review file, and --check holds it to the inventory", async () => {
    const dir = await checkout();
    const written = await run(dir, "--workspace", "grid-east", "--on", "2026-11-25");
    expect(written.code).toBe(0);
    expect(written.stdout).toBe(
      "Wrote cip-002-review.yaml: the identifications of workspace grid-east only (1 cyber system(s); another workspace's are reviewed in its own file), reviewed on 2026-11-25. Commit it unedited in a pull request for the CIP Senior Manager or a delegate to approve; its merge records the review.\n",
    );
    const text = await readFile(join(dir, "cip-002-review.yaml"), "utf8");
    expect(text).toContain(
      '  - cyber_system: "Protection System"\n    facility: "Substation Alpha"\n',
    );

    const checked = await run(dir, "--check");
    expect(checked.code).toBe(0);
    expect(checked.stdout).toMatch(
      /^cip-002-review\.yaml describes this inventory \(sha256:[0-9a-f]{64}\), reviewed on 2026-11-25\.\n$/,
    );

    await writeFile(join(dir, "inventory", "alpha.yaml"), `${ALPHA}  alpha-rtu-09: hardware\n`);
    const stale = await run(dir, "--check");
    expect(stale.code).toBe(1);
    expect(stale.stderr).toBe(
      "cip-002-review.yaml does not describe this inventory: the inventory merged is not the one reviewed (it changed after the review was written). Run 'cip-sync review' to write it again, and have it approved again.\n",
    );
    // --check writes nothing.
    expect(await readFile(join(dir, "cip-002-review.yaml"), "utf8")).toBe(text);
  });

  it.each([
    [
      ["--on", "2026-02-30"],
      "error: --on 2026-02-30 is not a day that exists: write it as YYYY-MM-DD, e.g. 2026-11-25\n",
    ],
    [
      ["--workspace", "grid east"],
      'error: --workspace "grid east" is not a workspace name: letters, digits, dots, hyphens and underscores, as the Action\'s input workspace\n',
    ],
    [
      ["--check"],
      "--out cip-002-review.yaml cannot be read (it does not exist): write the review first with 'cip-sync review', or name it with --out.\n",
    ],
  ])("refuses %j, writing nothing", async (args, stderr) => {
    const dir = await checkout();
    const refused = await run(dir, ...args);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(stderr);
    expect(existsSync(join(dir, "cip-002-review.yaml"))).toBe(false);
  });

  it("refuses while a system is unrated, naming it at its place, writing nothing", async () => {
    const dir = await checkout();
    await writeFile(
      join(dir, "inventory", "bravo.yaml"),
      "cyber_system: Bravo Relays\nfacility: Substation Bravo\nassets: {}\n",
    );
    for (const args of [[], ["--check"]]) {
      const refused = await run(dir, ...args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        'inventory/bravo.yaml:1:1: cyber system "Bravo Relays" has no impact: rate it (impact: high, medium or low, by the criteria of CIP-002 Attachment 1) before the review; an unrated system cannot be reviewed\nNo review was written or checked: rate every system first.\n',
      );
      expect(existsSync(join(dir, "cip-002-review.yaml"))).toBe(false);
    }
  });

  it("writes no review of invalid files", async () => {
    const dir = await checkout();
    await writeFile(
      join(dir, "inventory", "alpha.yaml"),
      "cyber_system: Protection System\nassets: 3\n",
    );
    const refused = await run(dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "No review was written or checked: fix the errors above first.\n",
    );
    expect(existsSync(join(dir, "cip-002-review.yaml"))).toBe(false);
  });
});
