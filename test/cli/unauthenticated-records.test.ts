// A collector's configuration-monitoring file appended from the command line in a commit no
// operator key signed: `evidence verify` only warns of it, and obligations, evidence populations
// and evidence report read the clone through verify's walk, so it closes nothing there. Each lists
// the R2.1 interval it would have closed as an exception, saying why (issue 51: "what verify would
// refuse or flag closes nothing, and is listed with the reason"). In process, on a git clone.
import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { generateKey } from "openpgp";
import { signedCommit } from "../support/ledger-clone.ts";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  chainOf,
  configurationMonitoringDraft,
  day,
  highImpactChange,
} from "../support/evidence-records.ts";

const BOT = "github-actions[bot]";

function git(dir: string, author: string, ...args: string[]): string {
  return execFileSync("git", ["-C", dir, ...args], {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH ?? "",
      HOME: dir,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: `${author}@grid.example`,
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: `${author}@grid.example`,
    },
  }).trim();
}

async function commit(dir: string, author: string, sealed: SealedRecord): Promise<void> {
  await mkdir(dirname(join(dir, sealed.path)), { recursive: true });
  await writeFile(join(dir, sealed.path), sealed.text);
  git(dir, author, "add", "-A");
  git(dir, author, "commit", "-q", "-m", `record ${sealed.record.sequence}`);
}

/**
 * A clone: the Action's record commissioning alpha-rtu-09 (High) on day 0, then Dana's unsigned
 * commit of a collector's file that observed it on day 10 (complete, all items matching), holding
 * what `written` makes of its text (the text itself by default).
 */
async function clone(written = (text: string) => text): Promise<string> {
  const dir = await temporaryDirectory();
  git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
  const [commissioned, observed] = chainOf([
    { draft: highImpactChange(), at: day(0) },
    {
      draft: configurationMonitoringDraft(
        "grid-east",
        2,
        [{ cyber_system: "Alpha Protection", name: "alpha-rtu-09" }],
        new Date(day(10).getTime() - 3_600_000),
      ),
      at: day(10),
    },
  ]);
  await commit(dir, BOT, commissioned!);
  await commit(dir, "Dana", { ...observed!, text: written(observed!.text) });
  return dir;
}

const WHY =
  /not closed by #2: it came from a collector's file appended from the command line whose commit [0-9a-f]{12} cannot be authenticated \(no --operator-keys\)/;

describe("a collector's file in a commit no operator key signed", () => {
  it("closes no R2.1 interval in cip-sync obligations, which lists it as an exception with why", async () => {
    const dir = await clone();
    const run = await runCliInProcess(["obligations", "--dir", ".", "--at", "2026-01-20"], {
      cwd: dir,
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      "adds a collector's configuration-monitoring records and cannot be authenticated",
    );
    const r21 = run.stdout.split("\n").filter((line) => line.includes("CIP-010 R2.1"));
    expect(r21).toHaveLength(1);
    expect(r21[0]).toMatch(/^ {2}exception +CIP-010 R2\.1 .*: due 2026-02-05; opened by #1 /);
    expect(r21[0]).not.toContain(", closed by #2");
    expect(r21[0]).toContain("no configuration monitoring with authority recorded");
    expect(r21[0]).toMatch(WHY);
  });

  it("lists it among the exceptions of evidence populations, and in evidence report's obligations", async () => {
    const dir = await clone();
    const populations = await runCliInProcess(
      ["evidence", "populations", "--dir", ".", "--from", "2026-01-01", "--to", "2026-01-20"],
      { cwd: dir },
    );
    expect(populations.code).toBe(0);
    const exceptions = await readFile(join(dir, "populations", "exceptions.csv"), "utf8");
    expect(exceptions).toMatch(/CIP-010 R2\.1 exception/);
    expect(exceptions).toMatch(/not closed by record 2 \(it came from a collector's file appended/);
    const report = await runCliInProcess(
      [
        ...["evidence", "report", "--dir", ".", "--from", "2026-01-01", "--to", "2026-01-20"],
        ...["--format", "json"],
      ],
      { cwd: dir },
    );
    expect(report.code).toBe(0);
    const r21 = (
      JSON.parse(report.stdout) as {
        obligations: { obligations: { kind: string; status: string; not_closed_by?: unknown }[] };
      }
    ).obligations.obligations.filter((o) => o.kind === "CIP-010 R2.1");
    expect(r21).toEqual([
      expect.objectContaining({
        status: "exception",
        not_closed_by: [
          expect.objectContaining({
            why: expect.stringMatching(/cannot be authenticated \(no --operator-keys\)/),
          }),
        ],
      }),
    ]);
  });
});

/**
 * The clone's second commit signed by Dana's key, and a declaration naming `declared`'s key; the
 * collector's file holds what `written` makes of its text (the text itself by default).
 */
async function signedClone(
  declared: "dana" | "mallory",
  written = (text: string) => text,
): Promise<string> {
  const dir = await temporaryDirectory();
  git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
  const [commissioned, observed] = chainOf([
    { draft: highImpactChange(), at: day(0) },
    {
      draft: configurationMonitoringDraft(
        "grid-east",
        2,
        [{ cyber_system: "Alpha Protection", name: "alpha-rtu-09" }],
        new Date(day(10).getTime() - 3_600_000),
      ),
      at: day(10),
    },
  ]);
  await commit(dir, BOT, commissioned!);
  const [dana, mallory] = await Promise.all(
    ["dana", "mallory"].map((name) =>
      generateKey({ type: "curve25519", userIDs: [{ name }], format: "object" }),
    ),
  );
  await signedCommit(
    dir,
    "Dana",
    [{ ...observed!, text: written(observed!.text) }],
    dana!.privateKey,
  );
  const operator = (declared === "dana" ? dana! : mallory!).publicKey.armor();
  const writer = generateKeyPairSync("ed25519")
    .publicKey.export({ type: "spki", format: "pem" })
    .toString();
  const block = (text: string) => `  - |\n    ${text.trim().replace(/\n/g, "\n    ")}\n`;
  const file = join(dir, "..", `${dir.split("/").pop()}-cip-ledger.yaml`);
  await writeFile(
    file,
    `version: 1\nwriter_keys:\n${block(writer)}operator_keys:\n${block(operator)}`,
  );
  onTestFinished(() => rm(file, { force: true }));
  return dir;
}

describe("a collector's file in a commit an operator key cip-ledger.yaml declares signed (issue 88, item 3)", () => {
  it.each([
    ["declares the signer's key: the interval closes", "dana" as const, false],
    ["declares another operator's key: an exception, as without keys", "mallory" as const, true],
  ])("%s", async (_case, declared, exception) => {
    const dir = await signedClone(declared);
    const declaration = `../${dir.split("/").pop()}-cip-ledger.yaml`;
    const run = await runCliInProcess(
      ["obligations", "--dir", ".", "--at", "2026-01-20", "--ledger-declaration", declaration],
      { cwd: dir },
    );
    expect(run.code).toBe(0);
    const r21 = run.stdout.split("\n").filter((line) => line.includes("CIP-010 R2.1"));
    // Closed by the collector's file, the first interval gives way to one it opened.
    expect(r21.some((line) => /^ {2}open +CIP-010 R2\.1 .*; opened by #2 /.test(line))).toBe(
      !exception,
    );
    expect(r21.some((line) => /^ {2}exception +CIP-010 R2\.1 /.test(line))).toBe(exception);
  });
});

describe("a file that is no record at a collector's path (issue 99, item 3)", () => {
  const truncated = (text: string) => text.slice(0, text.length / 2);

  it("in a commit no operator key signed, is passed over by evidence verify, obligations, report, populations and the handover, named with why", async () => {
    const dir = await clone(truncated);
    const path = (await readdir(join(dir, "records", "grid-east"), { recursive: true }))
      .filter((file) => file.includes("-configuration-monitoring-"))
      .map((file) => `records/grid-east/${file}`);
    const passedOver = new RegExp(
      `^warning: ${path[0]!.replace(/\./g, "\\.")} is passed over as an unauthenticated exception: its commit [0-9a-f]{12} cannot be authenticated \\(no --operator-keys\\), and it is not a valid evidence record: not UTF-8 JSON`,
      "m",
    );
    const verify = await runCliInProcess(["evidence", "verify", "--dir", "."], { cwd: dir });
    expect(verify.stderr).toMatch(passedOver);
    expect(verify.code).toBe(0);
    expect(verify.stdout).toMatch(
      /^Verified 1 record\(s\) in 1 workspace\(s\) \(grid-east\): every record matches the schema and every chain is intact; 1 file\(s\) at command-line record paths, which no operator key authenticates, are no records and were passed over as unauthenticated exceptions \(each named above\)\.$/m,
    );
    const obligations = await runCliInProcess(["obligations", "--dir", ".", "--at", "2026-01-20"], {
      cwd: dir,
    });
    expect(obligations.stderr).toMatch(passedOver);
    expect(obligations.code).toBe(0);
    expect(obligations.stdout).toMatch(
      /^ {2}open +CIP-010 R2\.1 .*: due 2026-02-05; opened by #1 /m,
    );
    for (const command of [
      ["evidence", "report", "--format", "json"],
      ["evidence", "populations", "--without-ports"],
      ["evidence", "handover", "--without-ports"],
    ]) {
      const run = await runCliInProcess(
        [...command, "--dir", ".", "--from", "2026-01-01", "--to", "2026-01-20"],
        { cwd: dir },
      );
      expect({ command, passedOver: passedOver.test(run.stderr), code: run.code }).toEqual({
        command,
        passedOver: true,
        code: 0,
      });
    }
    // The handover lists it among the exceptions as evidence populations does.
    const exceptions = (folder: string) => readFile(join(dir, folder, "exceptions.csv"), "utf8");
    expect(await exceptions("handover/populations")).toBe(await exceptions("populations"));
  });

  it("in a commit an operator key in force signed, fails evidence verify closed as tampering", async () => {
    const dir = await signedClone("dana", truncated);
    const declaration = `../${dir.split("/").pop()}-cip-ledger.yaml`;
    const verify = await runCliInProcess(
      ["evidence", "verify", "--dir", ".", "--ledger-declaration", declaration],
      { cwd: dir },
    );
    expect(verify.code).toBe(1);
    expect(verify.stderr).toMatch(
      /^The evidence ledger in \. is broken \(1 problem\(s\)\):\n {2}records\/grid-east\/\S+-configuration-monitoring-cli-\S+\.json: records\/grid-east\/\S+ is not a valid evidence record: not UTF-8 JSON/m,
    );
    expect(verify.stderr).not.toContain("passed over");
  });
});
