// docs/ledger-writer.md's setup works as printed: the openssl commands make a key the Action
// accepts as input ledger-key, and the cip-ledger.yaml the page shows is one the Action reads,
// so a reader who copies both gets a writer bound to a declared key.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseLedgerDeclaration } from "../../src/core/evidence/chain/writer-declaration.ts";
import { keyFingerprint } from "../../src/core/evidence/chain/writer-proof.ts";

const page = readFileSync(new URL("../../docs/ledger-writer.md", import.meta.url), "utf8");

/** The page's cip-ledger.yaml: the ```yaml block that opens with its comment line. */
function declarationBlock(): string {
  const blocks = [...page.matchAll(/^( *)```yaml\n([\s\S]*?)^ *```/gm)].map(([, indent, body]) =>
    body!
      .split("\n")
      .map((line) => line.slice(indent!.length))
      .join("\n"),
  );
  const found = blocks.find((block) => block.startsWith("# The evidence ledger's writer"));
  if (found === undefined) throw new Error("docs/ledger-writer.md shows no cip-ledger.yaml");
  return found;
}

describe("docs/ledger-writer.md", () => {
  it("shows a cip-ledger.yaml the Action reads", () => {
    const read = parseLedgerDeclaration(declarationBlock(), "cip-ledger.yaml");
    expect(read.ok).toBe(true);
  });

  it("makes the key pair with the commands it prints: the public half is what cip-ledger.yaml takes", () => {
    const dir = mkdtempSync(join(tmpdir(), "cip-ledger-key-"));
    try {
      const commands = / *```sh\n *(openssl genpkey[^\n]*)\n *(openssl pkey[^\n]*)\n *```/.exec(
        page,
      );
      expect(commands).not.toBeNull();
      const [generate, ...generateArgs] = commands![1]!.split(" ");
      execFileSync(generate!, generateArgs, { cwd: dir });
      const [tool, ...args] = commands![2]!.split(" ");
      const publicPem = execFileSync(tool!, args, { cwd: dir, encoding: "utf8" });
      const text = `version: 1\nwriter_keys:\n  - |\n    ${publicPem.trim().replace(/\n/g, "\n    ")}\n`;
      const read = parseLedgerDeclaration(text, "cip-ledger.yaml");
      if (!read.ok) throw new Error(read.problems.join("; "));
      expect(keyFingerprint(read.declaration.keys[0]!)).toMatch(/^[0-9a-f]{16}$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
