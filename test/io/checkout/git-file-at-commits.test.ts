// One file at many commits of a temporary git repository, in one `git cat-file --batch`: the text
// at each commit (bytes counted as git counts them, so a file with non-ASCII text is read whole),
// none where the commit has no such file, and the commits the clone lacks named, never guessed.
import { describe, expect, it } from "vitest";
import { fileAtCommits } from "../../../src/io/checkout/git.ts";
import { directoryTemplate } from "../../support/directory-template.ts";
import { commitFiles, initRepository } from "../../support/inventory-repository.ts";

const NAMED = "version: 1\n# Zoë's key, then René's\nwriter_keys: [a]\n";

const template = directoryTemplate(async (dir) => {
  initRepository(dir);
  const without = await commitFiles(dir, { "README.md": "inventory\n" });
  const declared = await commitFiles(dir, { "cip-ledger.yaml": NAMED });
  const changed = await commitFiles(dir, { "cip-ledger.yaml": "version: 1\n" });
  return { without, declared, changed };
});

const ABSENT = "f".repeat(40);

type Built = Record<string, string>;

describe("fileAtCommits", () => {
  it.each<[string, (built: Built) => string[], (built: Built) => unknown]>([
    [
      "the text at each commit, none at a commit without the file",
      ({ without, declared, changed }) => [declared!, without!, changed!, declared!],
      (built) => ({
        texts: new Map([
          [built.declared, NAMED],
          [built.without, undefined],
          [built.changed, "version: 1\n"],
        ]),
      }),
    ],
    [
      "the commits the clone lacks, and a name that is no commit id",
      ({ declared }) => [declared!, ABSENT, "main", ABSENT],
      () => ({ missing: ["main", ABSENT] }),
    ],
    ["nothing asked, nothing read", () => [], () => ({ texts: new Map() })],
  ])("%s", async (_, commits, expected) => {
    const { dir, built } = await template();
    const read = await fileAtCommits(dir, "cip-ledger.yaml", commits(built));
    expect(read).toEqual(expected(built));
  });

  it("says what git said of a folder that is no repository", async () => {
    const read = await fileAtCommits("/nonexistent-cip-folder", "cip-ledger.yaml", [ABSENT]);
    expect(read).toEqual({ gitSaid: expect.stringContaining("/nonexistent-cip-folder") });
  });
});
