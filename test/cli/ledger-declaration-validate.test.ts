// Issue 88, "Smaller" and item 2: `cip-sync validate` reads cip-ledger.yaml when the inventory
// repository has one, its problems at file:line:column beside the inventory's (exit 1); a private
// key pasted there (the whole ledger-key.pem) is refused at its line by every reading of the file
// (validate, `evidence verify --ledger-declaration`), each saying to paste the public half, and no
// output holds any line of the private key.
// Issue 98, item 6: its mistakes are told in the inventory's words, each at file:line:column with
// its fix: a misspelt key with its did-you-mean (and not again as the key it misses), a tab in the
// indentation with "indent with spaces", never the libraries' words ("Unrecognized key").
import { generateKeyPairSync } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { startSystemsFixture, type SystemsFixture } from "./systems-fixture.ts";

const pair = generateKeyPairSync("ed25519");
const PUBLIC = pair.publicKey.export({ type: "spki", format: "pem" }).toString().trim();
const PRIVATE = pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString().trim();
const entry = (pem: string) => `  - |\n    ${pem.replace(/\n/g, "\n    ")}\n`;
const declaration = (pem: string) => `version: 1\nwriter_keys:\n${entry(pem)}`;
const PASTE =
  'paste the public half instead (the whole output of "openssl pkey -in ledger-key.pem -pubout"';

/** No line of the private PEM (its armour included) in `output`. */
function expectNoPrivateLine(output: string): void {
  const lines = PRIVATE.split("\n").filter((line) => line.trim() !== "");
  expect(lines.filter((line) => output.includes(line))).toEqual([]);
}

let fixture: SystemsFixture;

beforeEach(async () => {
  fixture = await startSystemsFixture();
});

afterEach(async () => {
  await fixture.close();
});

const declare = (text: string) => writeFile(join(fixture.workdir, "cip-ledger.yaml"), text);
const validate = (args: string[] = []) =>
  runCliInProcess(["validate", ...args], { cwd: fixture.workdir });

describe("cip-sync validate and cip-ledger.yaml", () => {
  it("accepts the declaration the docs show: the inventory's verdict, unchanged", async () => {
    await declare(declaration(PUBLIC));
    const run = await validate();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Valid: 1 inventory file(s) (3 cyber system(s), 7 asset(s))");
  });

  it("refuses a private key at its line, without it, saying what to paste: text, JSON and SARIF", async () => {
    await declare(declaration(PRIVATE));
    const text = await validate();
    expect(text.code).toBe(1);
    expect(text.stderr).toMatch(/^cip-ledger\.yaml:4:5: error: writer_keys\.0: a private key/m);
    expect(text.stderr).toContain(PASTE);
    expectNoPrivateLine(text.stdout + text.stderr);
    for (const format of ["json", "sarif"]) {
      const run = await validate(["--format", format]);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("cip-ledger.yaml");
      expect(run.stdout).toContain("a private key");
      expectNoPrivateLine(run.stdout + run.stderr);
    }
  });

  it("lists a malformed declaration's problems with the inventory's, in file order", async () => {
    await declare("version: 2\nwriter_keys:\n  - abc\n");
    await writeFile(
      join(fixture.workdir, "inventory", "broken.yaml"),
      "cyber_system: EMS\nasets: {}\n",
    );
    const run = await validate();
    expect(run.code).toBe(1);
    const lines = run.stderr.split("\n");
    expect(lines[0]).toMatch(/^cip-ledger\.yaml:1:10: error: version: /);
    expect(
      lines.some((line) => line.startsWith("inventory/broken.yaml:2:1: error: unknown key")),
    ).toBe(true);
  });

  it.each([
    [
      "a misspelt key",
      `version: 1\nwriter_key:\n${entry(PUBLIC)}`,
      ['cip-ledger.yaml:2:1: error: unknown key "writer_key"; did you mean "writer_keys"?'],
    ],
    [
      "a misspelt key of a start",
      `${declaration(PUBLIC)}starts:\n  default: { sequence: 3, sha265: "${"a".repeat(64)}" }\n`,
      ['cip-ledger.yaml:8:27: error: unknown key "sha265"; did you mean "sha256"?'],
    ],
    [
      "a key nothing is near",
      `${declaration(PUBLIC)}owner: carol\n`,
      [
        'cip-ledger.yaml:7:1: error: unknown key "owner"; cip-ledger.yaml\'s keys are version, writer_keys, operator_keys and starts (docs/ledger-writer.md)',
      ],
    ],
    [
      "a tab in the indentation",
      "version: 1\nwriter_keys:\n\t- abc\n",
      [
        "cip-ledger.yaml:3:1: error: invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)",
      ],
    ],
  ])("refuses %s in the inventory's words, at its place, once", async (_case, text, errors) => {
    await declare(text);
    const run = await validate();
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n").filter((line) => line.includes(": error: "))).toEqual(errors);
    expect(run.stderr).not.toMatch(/Unrecognized key|Tabs are not allowed/);
  });

  it("refuses a key of another type at its line", async () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 })
      .publicKey.export({ type: "spki", format: "pem" })
      .toString()
      .trim();
    await declare(declaration(rsa));
    const run = await validate();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^cip-ledger\.yaml:3:5: error: writer_keys\.0: a rsa key: /m);
  });
});

describe("evidence verify --ledger-declaration with a private key", () => {
  it("is refused at its line, without the key (a usage error, exit 1)", async () => {
    await declare(declaration(PRIVATE));
    await mkdir(join(fixture.workdir, "records"));
    const run = await runCliInProcess(
      ["evidence", "verify", "--dir", ".", "--ledger-declaration", "cip-ledger.yaml"],
      { cwd: fixture.workdir },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "--ledger-declaration cip-ledger.yaml: cip-ledger.yaml:4:5: writer_keys.0: a private key",
    );
    expect(run.stderr).toContain(PASTE);
    expectNoPrivateLine(run.stdout + run.stderr);
  });
});
