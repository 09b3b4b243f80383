// What a command-line change record names about where it ran, read from a temporary git
// repository: the commit, branch and remote origin (its credentials never read back), whether the
// tree was dirty (the saved plan and the record aside), who ran it; and nothing guessed outside one.
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { remoteWithoutCredentials } from "../../../src/core/shared/text/redact.ts";
import { readCheckoutFacts } from "../../../src/io/checkout/checkout-facts.ts";
import { temporaryDirectory } from "../../emulator/support.ts";
import { directoryTemplate } from "../../support/directory-template.ts";

const TOKEN = "ghp_s3cretT0kenValue0123456789";

function git(dir: string, ...args: string[]): string {
  return execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();
}

/**
 * A repository with one commit, a local identity and an https origin carrying a token: made once,
 * copied for each test.
 */
const template = directoryTemplate(async (dir) => {
  git(dir, "init", "-q", "-b", "main");
  git(dir, "config", "user.name", "Dana Operator");
  git(dir, "config", "user.email", "dana@grid.example");
  git(
    dir,
    "remote",
    "add",
    "origin",
    `https://x-access-token:${TOKEN}@github.com/grid/inventory.git`,
  );
  await mkdir(join(dir, "inventory"));
  await writeFile(join(dir, "inventory", "alpha.yaml"), "cyber_system: Alpha\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "inventory");
});

async function repository(): Promise<string> {
  return (await template()).dir;
}

/** No global or system git configuration: the identity is the repository's or none. */
function isolateGit(home: string): void {
  vi.stubEnv("GIT_CONFIG_GLOBAL", join(home, "no-such-gitconfig"));
  vi.stubEnv("GIT_CONFIG_NOSYSTEM", "1");
}

describe("readCheckoutFacts", () => {
  it("reads a clean checkout: commit, branch, origin without its token, the operator, the host", async () => {
    const dir = await repository();
    isolateGit(dir);
    const facts = await readCheckoutFacts(dir);
    expect(facts).toEqual({
      repository: "https://github.com/grid/inventory.git",
      commit: git(dir, "rev-parse", "HEAD"),
      ref: "refs/heads/main",
      treeDirty: false,
      gitName: "Dana Operator",
      gitEmail: "dana@grid.example",
      osUser: expect.any(String),
      host: hostname(),
    });
    expect(JSON.stringify(facts)).not.toContain(TOKEN);
    expect(JSON.stringify(facts)).not.toContain("x-access-token");
  });

  it("reads a subdirectory of the checkout as the checkout", async () => {
    const dir = await repository();
    isolateGit(dir);
    const facts = await readCheckoutFacts(join(dir, "inventory"));
    expect(facts.commit).toBe(git(dir, "rev-parse", "HEAD"));
    expect(facts.treeDirty).toBe(false);
  });

  it.each([
    ["a modified tracked file", "inventory/alpha.yaml", true],
    ["a new untracked inventory file", "inventory/bravo.yaml", true],
    ["only the saved plan and the record", undefined, false],
  ])("counts the tree dirty with %s: %s", async (_case, changed, dirty) => {
    const dir = await repository();
    isolateGit(dir);
    await writeFile(join(dir, "plan.json"), "{}\n");
    await writeFile(join(dir, "change.json"), "{}\n");
    if (changed !== undefined) await writeFile(join(dir, changed), "cyber_system: Changed\n");
    const facts = await readCheckoutFacts(dir, [join(dir, "plan.json"), join(dir, "change.json")]);
    expect(facts.treeDirty).toBe(dirty);
  });

  it("leaves out what cannot be read outside a checkout: no repository, commit, branch, identity", async () => {
    const dir = await temporaryDirectory();
    isolateGit(dir);
    const facts = await readCheckoutFacts(dir);
    expect(facts).toEqual({ osUser: expect.any(String), host: hostname() });
  });

  it("leaves out the commit and tree of a repository without commits, and a missing origin", async () => {
    const dir = await temporaryDirectory();
    isolateGit(dir);
    git(dir, "init", "-q", "-b", "main");
    const facts = await readCheckoutFacts(dir);
    expect(facts).toEqual({ ref: "refs/heads/main", osUser: expect.any(String), host: hostname() });
  });
});

describe("remoteWithoutCredentials", () => {
  it.each([
    [
      `https://x-access-token:${TOKEN}@github.com/grid/inventory.git`,
      "https://github.com/grid/inventory.git",
    ],
    [`https://${TOKEN}@gitlab.example/grid/inventory`, "https://gitlab.example/grid/inventory"],
    [
      `https://github.com/grid/inventory.git?token=${TOKEN}#x`,
      "https://github.com/grid/inventory.git",
    ],
    ["ssh://git@git.example:2222/grid/inventory.git", "ssh://git.example:2222/grid/inventory.git"],
    ["git@github.com:grid/inventory.git", "github.com:grid/inventory.git"],
    [`deploy:${TOKEN}@git.example:grid/inventory.git`, "git.example:grid/inventory.git"],
    ["github.com:grid/inventory.git", "github.com:grid/inventory.git"],
    ["/srv/git/inventory.git", "/srv/git/inventory.git"],
  ])("%s is stored as %s", (remote, stored) => {
    expect(remoteWithoutCredentials(remote)).toBe(stored);
  });
});

describe("remoteWithoutCredentials, for any credentials", () => {
  // "tok" never occurs in the hosts and paths below, so a match can only be the secret leaking.
  const secret = fc.stringMatching(/^[A-Za-z0-9_~-]{8,40}$/).map((text) => `tok${text}`);
  const user = fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/);
  const host = fc.constantFrom("github.com", "git.grid.example", "10.0.0.7:8443");
  const path = fc.constantFrom("grid/inventory.git", "scm/inventory", "a/b/c");

  it("never keeps a password or token, in URL or scp-like form", () => {
    fc.assert(
      fc.property(user, secret, host, path, fc.boolean(), (name, token, server, repo, scp) => {
        const remote = scp
          ? `${name}:${token}@${server.replace(/:\d+$/, "")}:${repo}`
          : `https://${name}:${token}@${server}/${repo}?access_token=${token}`;
        expect(remoteWithoutCredentials(remote)).not.toContain(token);
      }),
    );
  });
});
