// The baselines the inventory files declared at a commit, read from a temporary git repository:
// each asset's content by system and asset name, other YAML ignored; a commit the clone does not
// have (a shallow clone, a missing object) is a problem that names the record and how to fetch it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  baselinesAtCommits,
  existingBaselinesAt,
  reviewedFilesAtRef,
  systemKey,
} from "../../../src/io/checkout/inventory-at-commit.ts";
import { directoryTemplate } from "../../support/directory-template.ts";
import {
  alphaInventory,
  commitFiles,
  git,
  initRepository,
  withPorts,
} from "../../support/inventory-repository.ts";

async function directory(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-inventory-at-commit-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const DNP3 = "{ port: 20000, protocol: tcp, service: dnp3, justification: DNP3 }";
const CITES = "record 3 of workspace grid-east (records/grid-east/x.json)";

/**
 * A repository of two commits, rtu-01 declaring DNP3 at the first and no port at the second: made
 * once, copied for each test.
 */
const template = directoryTemplate(async (dir) => {
  initRepository(dir);
  const first = await commitFiles(dir, {
    "inventory/alpha.yaml": alphaInventory({ "rtu-01": withPorts(`[${DNP3}]`) }),
    ".github/workflows/ci.yml": "on: push\njobs: {}\n",
  });
  const second = await commitFiles(dir, {
    "inventory/alpha.yaml": alphaInventory({ "rtu-01": withPorts("[]") }),
  });
  return { first, second };
});

describe("baselinesAtCommits", () => {
  it("reads each asset's baseline content at each commit, not the working tree's", async () => {
    const {
      dir,
      built: { first, second },
    } = await template();
    const read = await baselinesAtCommits(dir, [
      { commit: first, cites: CITES },
      { commit: second, cites: CITES },
    ]);
    if ("problem" in read) throw new Error(read.problem);
    const ports = (commit: string) =>
      read.get(commit)?.get(systemKey("Alpha Protection", "rtu-01"))?.ports;
    expect(ports(first)).toEqual([
      { port: 20000, protocol: "tcp", service: "dnp3", justification: "DNP3" },
    ]);
    expect(ports(second)).toEqual([]);
  });

  it.each([
    ["a commit the repository does not have", "f".repeat(40)],
    ["a value that is not a commit id", "HEAD; rm -rf /"],
  ])("refuses %s, naming the record and how to fetch it", async (_case, commit) => {
    const { dir } = await template();
    const read = await baselinesAtCommits(dir, [{ commit, cites: CITES }]);
    expect(read).toEqual({
      problem: expect.stringMatching(
        new RegExp(
          `^record 3 of workspace grid-east \\(records/grid-east/x\\.json\\) names commit .*, which the git repository at .* cannot show \\(.+\\); the populations read the ports from the inventory files at that commit: fetch the repository's history \\(git fetch --unshallow, or git fetch origin with the default branch\\)`,
        ),
      ),
    });
  });

  it("refuses an older commit in a shallow clone", async () => {
    const {
      dir: origin,
      built: { first },
    } = await template();
    const clone = join(await directory(), "clone");
    git(origin, "clone", "-q", "--depth", "1", `file://${origin}`, clone);
    const read = await baselinesAtCommits(clone, [{ commit: first, cites: CITES }]);
    expect(read).toEqual({ problem: expect.stringContaining("git fetch --unshallow") });
  });
});

describe("a commit whose files git cannot show", () => {
  /**
   * `template`'s repository with a patch sources file committed, then the objects of that file and
   * of the inventory folder removed, as a clone missing them has them.
   */
  async function withMissingObjects(): Promise<{ dir: string; commit: string }> {
    const { dir } = await template();
    const commit = await commitFiles(dir, { "cip-patch-sources.yaml": "version: 1\n" });
    for (const path of ["inventory", "cip-patch-sources.yaml"]) {
      const object = git(dir, "rev-parse", `${commit}:${path}`);
      await rm(join(dir, ".git", "objects", object.slice(0, 2), object.slice(2)));
    }
    return { dir, commit };
  }

  it("names the flag, the commit, the files and what git said, and how to fetch them", async () => {
    const { dir, commit } = await withMissingObjects();
    const cannot = (files: string) =>
      new RegExp(
        `^--base HEAD: git could not show ${files} at ${commit} \\(.+\\); fetch the repository's history and run again$`,
        "s",
      );
    expect(await existingBaselinesAt(dir, "HEAD", "--base")).toEqual({
      problem: expect.stringMatching(cannot("the inventory files")),
    });
    expect(await reviewedFilesAtRef(dir, "HEAD", "--base", "cip-policy.yaml")).toEqual({
      problem: expect.stringMatching(cannot("the patch and assessment files")),
    });
  });

  it("refuses a base whose inventory file git lists but cannot read, not as a base with no inventory", async () => {
    const { dir } = await template();
    const commit = git(dir, "rev-parse", "HEAD");
    const file = git(dir, "ls-tree", "-r", "--name-only", commit, "--", "inventory").split(
      "\n",
    )[0]!;
    const blob = git(dir, "rev-parse", `${commit}:${file}`);
    await rm(join(dir, ".git", "objects", blob.slice(0, 2), blob.slice(2)));
    expect(await existingBaselinesAt(dir, "HEAD", "--base")).toEqual({
      problem: expect.stringMatching(
        new RegExp(
          `^--base HEAD: git could not show the inventory files at ${commit} \\(.*unable to read`,
          "s",
        ),
      ),
    });
  });
});
