// Verify once, judge many (issue 99, item 2): `evidence verify --ledger-declaration --repository`
// leaves a verified head beside --dir, and `obligations`, `evidence populations` and `evidence
// report` given the same flags check the signatures of the records after it only, re-hashing the
// whole chain. Each says what --from-start (every signature checked) says, word for word, save the
// line that names the head. A head that does not bind the reading is refused with why, and every
// signature is checked: one from another ledger, another declaration history (a commit whose
// cip-ledger.yaml reads otherwise, a clone without the commits), another --ledger-declaration, an
// older build, or no head at all. A record changed before the head breaks the chain, or the head's
// own record, and fails as the full check fails; and, over generated ledgers (a property), a record
// tampered after the head, or one appended, fails exactly as verify and --from-start fail.
import fc from "fast-check";
import { cp, mkdir, readdir, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isCliRecordPath, sealRecord } from "../../src/core/evidence/chain/record-files.ts";
import type { ChainHead } from "../../src/core/evidence/chain/record-files.ts";
import { signRecord } from "../../src/core/evidence/chain/writer-proof.ts";
import type { EvidenceDraft } from "../../src/core/evidence/records/evidence-record.ts";
import { isAccepted } from "../../src/core/evidence/records/in-force/facts-in-force.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { TOOL_VERSION } from "../../src/core/shared/tool-version.ts";
import { runCliInProcess } from "../support/cli.ts";
import { directoryTemplate } from "../support/directory-template.ts";
import { day } from "../support/evidence-records.ts";
import { commitFiles, git } from "../support/inventory-repository.ts";
import {
  type Commit,
  declarationRepository,
  k1,
  k2,
  k3,
  ledgerIn,
  type Pair,
  ROTATION,
  type Step,
  TEXTS,
} from "../support/keys-in-force-ledgers.ts";
import { type LedgerStep, ledgerStep, stepDrafts } from "../support/obligation-ledgers.ts";

const repository = directoryTemplate(declarationRepository);

const DECLARED = ["--ledger-declaration", "cip-ledger.yaml", "--repository", "repository"];
const HEAD = "evidence.verified-head.json";
const NOW = () => day(400).getTime();

/** The judging commands over the whole ledger (its records are in 2026), their outputs named. */
function judging(command: string, out: string): string[] {
  const period = ["--from", "2026-01-01", "--to", "2026-12-31"];
  switch (command) {
    case "obligations":
      return ["obligations", "--at", "2026-12-31", "--format", "json", "--out", out];
    case "report":
      return ["evidence", "report", ...period, "--format", "json", "--out", out];
    default:
      return ["evidence", "populations", ...period, "--without-ports", "--out", out];
  }
}

async function run(cwd: string, args: readonly string[]) {
  return runCliInProcess(args, { cwd, now: NOW });
}

/** verify of the ledger `dir` in `cwd`, the head written to `head` (default: beside it). */
async function verify(cwd: string, dir = "evidence", head?: string) {
  const where = head === undefined ? [] : ["--verified-head", head];
  return run(cwd, ["evidence", "verify", "--dir", dir, ...DECLARED, ...where]);
}

/** What the command wrote: a file's text, or a folder's files' texts by name. */
async function written(path: string): Promise<unknown> {
  const names = await readdir(path).catch(() => undefined);
  if (names === undefined) return readFile(path, "utf8").catch(() => undefined);
  const files: Record<string, string> = {};
  for (const name of names.sort()) files[name] = await readFile(join(path, name), "utf8");
  return files;
}

/** Standard error without the line that says the head was read from. */
function withoutHeadLine(stderr: string): string {
  return stderr.replace(/^Signatures checked from the verified head .*\n/mu, "");
}

/** The problem lines of a refusal (two spaces in), as verify and every judging command list them. */
function problems(stderr: string): string[] {
  return stderr.split("\n").filter((line) => line.startsWith("  "));
}

/**
 * `command` on the ledger `dir` in `cwd` with `extra` flags (the head's), and again with
 * --from-start: what each exits with, says and writes.
 */
async function judgedBoth(cwd: string, command: string, dir: string, extra: string[] = []) {
  const out = `out-${command}`;
  const args = [...judging(command, out), "--dir", dir, ...DECLARED];
  const once = async (flags: string[]) => {
    const ran = await run(cwd, [...args, ...flags]);
    const wrote = await written(join(cwd, out));
    await rm(join(cwd, out), { recursive: true, force: true });
    return { ran, wrote };
  };
  const [withHead, fromStart] = [await once(extra), await once([...extra, "--from-start"])];
  return {
    withHead: withHead.ran,
    fromStart: fromStart.ran,
    outputs: [withHead.wrote, fromStart.wrote],
  };
}

/** A ledger of `steps` in `cwd`/evidence, verified with the declaration in force at its head. */
async function verifiedLedger(cwd: string, commits: Record<Commit, string>, steps: Step[]) {
  await ledgerIn(join(cwd, "evidence"), commits, steps);
  await writeFile(join(cwd, "cip-ledger.yaml"), TEXTS.C3);
  const verified = await verify(cwd);
  expect(verified.code, verified.stderr).toBe(0);
  expect(verified.stdout).toContain(
    `Verified head written to ${HEAD} (#${steps.length} of grid-east): obligations, evidence populations and evidence report given the same --ledger-declaration and --repository check the signatures of the records after it only.\n`,
  );
}

const LATER: Step[] = [...ROTATION, { drift: true, by: k2 }, { merge: "C3", by: k2 }];

describe("a verified head", () => {
  it.each(["obligations", "report", "populations"])(
    "is resumed from by %s, which says what --from-start says",
    async (command) => {
      const { dir: cwd, built: commits } = await repository();
      await verifiedLedger(cwd, commits, ROTATION);
      const head = JSON.parse(await readFile(join(cwd, HEAD), "utf8")) as Record<string, unknown>;
      expect(head).toMatchObject({
        format: 1,
        tool_version: TOOL_VERSION,
        records: 3,
        workspaces: [
          {
            workspace: "grid-east",
            sequence: 3,
            records: 3,
            in_force: { sequence: 2, commit: commits.C3 },
            genesis: commits.G,
            first_signed: 1,
          },
        ],
        declaration: { sha256: sha256Hex(TEXTS.C3) },
      });
      // Two records appended since: checked as verify checks them.
      await ledgerIn(join(cwd, "evidence"), commits, LATER);
      const { withHead, fromStart, outputs } = await judgedBoth(cwd, command, "evidence");
      expect(withHead.code, withHead.stderr).toBe(0);
      expect(withHead.stderr).toContain(
        `Signatures checked from the verified head ${HEAD} on: evidence verify checked every record through #3 of grid-east (3 records, at `,
      );
      expect(fromStart.stderr).not.toContain("verified head");
      expect({ ...withHead, stderr: withoutHeadLine(withHead.stderr) }).toEqual(fromStart);
      expect(outputs[0]).toEqual(outputs[1]);
      expect(outputs[0]).not.toBeUndefined();
    },
  );

  it("is kept where --verified-head names, and beside the bundle --dir names", async () => {
    const { dir: cwd, built: commits } = await repository();
    await verifiedLedger(cwd, commits, ROTATION);
    const named = await verify(cwd, "evidence", "heads/mine.json");
    // A folder that does not exist: the ledger verified all the same, and says where to write it.
    expect(named.code).toBe(0);
    expect(named.stderr).toContain(
      "warning: the verified head could not be written to heads/mine.json (",
    );
    await mkdir(join(cwd, "heads"));
    expect((await verify(cwd, "evidence", "heads/mine.json")).stdout).toContain(
      "Verified head written to heads/mine.json (#3 of grid-east)",
    );
    const { withHead } = await judgedBoth(cwd, "obligations", "evidence", [
      "--verified-head",
      "heads/mine.json",
    ]);
    expect(withHead.stderr).toContain("Signatures checked from the verified head heads/mine.json");
    // A bundle: beside it, not in its temporary clone.
    const clone = join(cwd, "repository");
    git(clone, "checkout", "-q", "--orphan", "cip-sync-evidence");
    git(clone, "rm", "-q", "-r", "-f", ".");
    await cp(join(cwd, "evidence", "records"), join(clone, "records"), { recursive: true });
    git(clone, "add", "-A");
    git(clone, "commit", "-q", "-m", "records");
    git(clone, "bundle", "create", "-q", "../ledger.bundle", "cip-sync-evidence", "main");
    const bundled = [...DECLARED.slice(0, 2), "--repository", "ledger.bundle"];
    const verified = await run(cwd, ["evidence", "verify", "--dir", "ledger.bundle", ...bundled]);
    expect(verified.stdout).toContain("Verified head written to ledger.bundle.verified-head.json");
    const judged = await run(cwd, [
      ...judging("obligations", "bundle.json"),
      "--dir",
      "ledger.bundle",
      ...bundled,
    ]);
    expect(judged.code, judged.stderr).toBe(0);
    expect(judged.stderr).toContain(
      "Signatures checked from the verified head ledger.bundle.verified-head.json on",
    );
  });
});

/** How a test changes what a head binds, and the reason the refusal gives. */
interface Refused {
  change: (cwd: string, commits: Record<Commit, string>) => Promise<void>;
  /** The ledger the command reads (default: evidence). */
  dir?: string;
  extra?: string[];
  reason: (commits: Record<Commit, string>) => string;
}

const REFUSED: Record<string, Refused> = {
  "a head from another ledger": {
    change: async (cwd, commits) =>
      ledgerIn(join(cwd, "other"), commits, [
        { merge: "C2", by: k1 },
        { merge: "C3", by: k2 },
        { merge: "C3", by: k2 },
      ]),
    dir: "other",
    extra: ["--verified-head", HEAD],
    reason: () => "its record #3 of workspace grid-east (records/grid-east/2026/",
  },
  "a head of another declaration history: a commit whose cip-ledger.yaml reads otherwise": {
    // C2 replaced by a commit that declares k1 and k3: the same id, another declaration.
    change: async (cwd, commits) => {
      const clone = join(cwd, "repository");
      git(clone, "checkout", "-q", "-b", "replacing", commits.G);
      const other = await commitFiles(clone, { "cip-ledger.yaml": `${TEXTS.G}# and k3\n` });
      git(clone, "checkout", "-q", "main");
      git(clone, "replace", commits.C2, other);
    },
    reason: ({ C2 }) =>
      `the cip-ledger.yaml --repository holds at commit ${C2} is not the one it was verified with (SHA-256 ${sha256Hex(TEXTS.C2)}, now SHA-256 ${sha256Hex(`${TEXTS.G}# and k3\n`)})`,
  },
  "a head of another declaration history: a clone without its commits": {
    change: async (cwd) => {
      git(cwd, "clone", "-q", "--depth", "1", `file://${join(cwd, "repository")}`, "shallow");
    },
    extra: ["--repository", "shallow"],
    // The clone holds the head of main (C3) alone.
    reason: ({ G, C2 }) =>
      `--repository does not hold commit ${[G, C2].sort().join(", ")}, whose cip-ledger.yaml it was verified with`,
  },
  "a head verified with another --ledger-declaration": {
    change: async (cwd) => writeFile(join(cwd, "cip-ledger.yaml"), `${TEXTS.C3}# sent again\n`),
    reason: () => "it was verified with another --ledger-declaration (its text's SHA-256 differs)",
  },
  "a head an older build verified": {
    change: async (cwd) => {
      const head = JSON.parse(await readFile(join(cwd, HEAD), "utf8")) as { tool_version: string };
      head.tool_version = "0.2.0";
      await writeFile(join(cwd, HEAD), JSON.stringify(head));
    },
    reason: () =>
      `it was verified by cip-sync 0.2.0, and this is ${TOOL_VERSION}: a head binds the build that checked it`,
  },
  "a head that is not one": {
    change: async (cwd) => writeFile(join(cwd, HEAD), "{ not json"),
    reason: () => `${HEAD} is not JSON`,
  },
};

describe("a head that does not bind the reading is refused, and every signature checked", () => {
  it.each(Object.entries(REFUSED))("%s", async (_, refused) => {
    const { dir: cwd, built: commits } = await repository();
    await verifiedLedger(cwd, commits, ROTATION);
    await refused.change(cwd, commits);
    const dir = refused.dir ?? "evidence";
    const { withHead, fromStart, outputs } = await judgedBoth(
      cwd,
      "obligations",
      dir,
      refused.extra ?? [],
    );
    const warning = `warning: the verified head is not used: ${refused.reason(commits)}`;
    expect(withHead.stderr).toContain(warning);
    expect(withHead.stderr).toMatch(/: every record's signature is checked\n/u);
    expect(withHead.stderr).not.toContain("Signatures checked from the verified head");
    // What the full check says, and nothing more than why the head was refused.
    const refusal = withHead.stderr.split("\n").find((line) => line.startsWith(warning));
    expect(withHead.stderr.replace(`${refusal}\n`, "")).toBe(fromStart.stderr);
    expect([withHead.code, withHead.stdout]).toEqual([fromStart.code, fromStart.stdout]);
    expect(outputs[0]).toEqual(outputs[1]);
  });

  it("says when there is none, and checks every signature", async () => {
    const { dir: cwd, built: commits } = await repository();
    await ledgerIn(join(cwd, "evidence"), commits, ROTATION);
    await writeFile(join(cwd, "cip-ledger.yaml"), TEXTS.C3);
    const { withHead, fromStart } = await judgedBoth(cwd, "obligations", "evidence");
    expect(withHead.stderr).toContain(
      `note: the verified head is not used: there is none at ${HEAD} (evidence verify with the same --ledger-declaration and --repository writes it): every record's signature is checked\n`,
    );
    expect(withHead.code).toBe(0);
    expect(withHead.stdout).toBe(fromStart.stdout);
  });
});

/** The record file of `sequence` in the ledger `dir`, by name order. */
async function recordFile(dir: string, sequence: number): Promise<string> {
  const names = (await readdir(join(dir, "records"), { recursive: true }))
    .filter((name) => name.endsWith(".json"))
    .sort();
  return join(dir, "records", names[sequence - 1]!);
}

/** The record at `path` with its tool_version changed: JSON, other bytes. */
async function edit(path: string): Promise<void> {
  const record = JSON.parse(await readFile(path, "utf8")) as { tool_version: string };
  record.tool_version = `${record.tool_version}-edited`;
  await writeFile(path, `${JSON.stringify(record)}\n`);
}

describe("a record changed before the head", () => {
  it.each([
    ["the first record: the chain breaks at the second", 1, true],
    [
      "the second record, out of the schema: held to it again, as it is not the one verified",
      2,
      true,
    ],
    ["the head's own record, followed by others: the chain breaks after it", 3, true],
    ["the head's own record, the last: the head is refused, its signature fails", 3, false],
  ])("%s, as the full check fails", async (_, sequence, later) => {
    const { dir: cwd, built: commits } = await repository();
    await verifiedLedger(cwd, commits, ROTATION);
    if (later) await ledgerIn(join(cwd, "evidence"), commits, LATER);
    const file = await recordFile(join(cwd, "evidence"), sequence);
    if (sequence === 2)
      await writeFile(file, (await readFile(file, "utf8")).replace('"run"', '"ran"'));
    else await edit(file);
    for (const command of ["obligations", "report", "populations"]) {
      const { withHead, fromStart, outputs } = await judgedBoth(cwd, command, "evidence");
      expect(withHead.code, withHead.stderr).toBe(1);
      // The chain, re-hashed, finds the edit before any signature is read; the head's own
      // record, last, is found otherwise than verified, and every signature is checked.
      const refusal = later
        ? ""
        : `warning: the verified head is not used: its record #3 of workspace grid-east (${(await recordFile(join(cwd, "evidence"), 3)).slice(cwd.length + "/evidence/".length)}) is not the one it was verified on (its SHA-256 differs): every record's signature is checked\n`;
      expect(withHead.stderr).toContain(refusal);
      expect({ ...withHead, stderr: withHead.stderr.replace(refusal, "") }).toEqual(fromStart);
      expect(outputs[0]).toEqual(outputs[1]);
    }
    const verified = await verify(cwd, "evidence", "elsewhere.json");
    const judged = await judgedBoth(cwd, "obligations", "evidence");
    expect(verified.code).toBe(1);
    expect(problems(verified.stderr)).toEqual(problems(judged.withHead.stderr));
    expect(problems(verified.stderr).length).toBeGreaterThan(0);
  });
});

/** How a record after the head is tampered with. */
const TAMPERS = [
  "edited",
  "truncated",
  "signature removed",
  "signed by an undeclared key",
  "signature file garbled",
  "record appended by another job",
] as const;
type Tamper = (typeof TAMPERS)[number];

/** A workspace's steps, most commissioning alpha-rtu-09 first, as the service creates it. */
const chainSteps = fc
  .tuple(fc.boolean(), fc.array(ledgerStep, { minLength: 1, maxLength: 6 }))
  .map(([commissioned, steps]) =>
    commissioned ? [{ gap: 1, commission: "high" as const, baseline: 1 }, ...steps] : steps,
  );

/**
 * Ledgers of one or two workspaces, their chains interleaved; where the head is (a number of
 * records from the first), where the declaration rotates, which record after the head is
 * tampered with and how.
 */
const generated = fc
  .array(chainSteps, { minLength: 1, maxLength: 2 })
  .chain((perWorkspace) => {
    const tags = perWorkspace.flatMap((steps, w) => steps.map(() => w));
    return fc.record({
      perWorkspace: fc.constant(perWorkspace),
      order: fc.shuffledSubarray(tags, { minLength: tags.length }),
      rotateAt: fc.nat(),
      head: fc.nat(),
      at: fc.nat(),
      tamper: fc.constantFrom(...TAMPERS),
    });
  })
  .filter(({ order }) => order.length >= 2);

const LEDGER_WORKSPACES = ["grid-east", "grid-west"];

/** The drafts of the chains, interleaved in `order` (each workspace's in chain order). */
function interleaved(perWorkspace: readonly LedgerStep[][], order: readonly number[]) {
  const chains = perWorkspace.map((steps, w) => stepDrafts(LEDGER_WORKSPACES[w]!, steps));
  const next = chains.map(() => 0);
  return order.map((w) => chains[w]![next[w]!++]!);
}

/** `made` with every commit it names the commit `commit`. */
function naming(made: EvidenceDraft, commit: string): EvidenceDraft {
  return JSON.parse(
    JSON.stringify(made).replace(/"[0-9a-f]{40}"/gu, `"${commit}"`),
  ) as EvidenceDraft;
}

interface Signed {
  path: string;
  text: string;
  signer: Pair | undefined;
}

/**
 * The records of `drafts`, signed as the writer signs them: G in force from each workspace's
 * genesis (k1), and from its first accepted merge at or after `rotateAt` (before `before`) on, C2
 * (k2 after it); a record sealed from the command line is an operator's, unsigned. The
 * declaration in force at the end, when every workspace has the same (else undefined).
 */
function signedLedger(
  drafts: readonly { draft: EvidenceDraft; at: Date }[],
  commits: Record<Commit, string>,
  rotateAt: number,
  before: number,
): { records: Signed[]; declaration: string | undefined } {
  const heads = new Map<string, ChainHead>();
  const rotated = new Set<string>();
  const records = drafts.map(({ draft, at }, index) => {
    const { workspace } = draft;
    const head = heads.get(workspace);
    const signer = rotated.has(workspace) ? k2 : k1;
    const commit = rotated.has(workspace) ? commits.C2 : commits.G;
    let sealed = sealRecord(naming(draft, commit), head, at);
    const rotates = !rotated.has(workspace) && index >= rotateAt && index < before;
    if (rotates && isAccepted(sealed.record)) {
      const merged = naming(draft, commits.G);
      if (merged.kind === "change") merged.change.merge_sha = commits.C2;
      sealed = sealRecord(merged, head, at);
      rotated.add(workspace);
    }
    heads.set(workspace, { record: sealed.record, bytes: Buffer.from(sealed.text) });
    return {
      path: sealed.path,
      text: sealed.text,
      signer: isCliRecordPath(sealed.path) ? undefined : signer,
    };
  });
  const inForce = new Set([...heads.keys()].map((workspace) => rotated.has(workspace)));
  const declaration = inForce.size > 1 ? undefined : inForce.has(true) ? TEXTS.C2 : TEXTS.G;
  return { records, declaration };
}

async function writeSigned(dir: string, records: readonly Signed[]): Promise<void> {
  for (const { path, text, signer } of records) {
    await mkdir(join(dir, path, ".."), { recursive: true });
    await writeFile(join(dir, path), text);
    if (signer !== undefined)
      await writeFile(join(dir, `${path}.sig`), signRecord(signer, sha256Hex(Buffer.from(text))));
  }
}

/** `tamper` done to the record `record` of the ledger in `dir` (appended: after the last). */
async function tamperWith(dir: string, record: Signed, tamper: Tamper, last: Signed) {
  const path = join(dir, record.path);
  switch (tamper) {
    case "edited":
      return edit(path);
    case "truncated":
      return writeFile(path, (await readFile(path, "utf8")).slice(0, 40));
    case "signature removed":
      return unlink(`${path}.sig`).catch(() => {});
    case "signed by an undeclared key":
      return writeFile(`${path}.sig`, signRecord(k3, sha256Hex(await readFile(path))));
    case "signature file garbled":
      return writeFile(`${path}.sig`, "{ not json");
    case "record appended by another job": {
      const lastRecord = JSON.parse(last.text) as ChainHead["record"];
      const draft = JSON.parse(last.text) as EvidenceDraft & Record<string, unknown>;
      for (const key of ["sequence", "previous_sha256", "recorded_at", "in_force"])
        delete draft[key];
      const sealed = sealRecord(
        draft,
        { record: lastRecord, bytes: Buffer.from(last.text) },
        day(300),
      );
      return writeSigned(dir, [{ path: sealed.path, text: sealed.text, signer: k3 }]);
    }
  }
}

describe("a record tampered after the head (a property over generated ledgers)", () => {
  it("fails exactly as verify and --from-start fail", async () => {
    const { dir: cwd, built: commits } = await repository();
    let ledgers = 0;
    await fc.assert(
      fc.asyncProperty(generated, async ({ perWorkspace, order, rotateAt, head, at, tamper }) => {
        const dir = `evidence-${ledgers++}`;
        const drafts = interleaved(perWorkspace, order);
        const through = 1 + (head % (drafts.length - 1));
        const { records, declaration } = signedLedger(drafts, commits, rotateAt % through, through);
        // One declaration in force at every workspace's head: the one the auditor is given.
        fc.pre(declaration !== undefined);
        await writeFile(join(cwd, "cip-ledger.yaml"), declaration);
        // The head, verified on the records through it.
        await writeSigned(join(cwd, dir), records.slice(0, through));
        const verified = await verify(cwd, dir, `${dir}.head.json`);
        expect(verified.code, verified.stderr).toBe(0);
        // The records after it, one of them tampered with.
        await writeSigned(join(cwd, dir), records.slice(through));
        const tampered = records[through + (at % (records.length - through))]!;
        await tamperWith(join(cwd, dir), tampered, tamper, records.at(-1)!);
        const headFlag = ["--verified-head", `${dir}.head.json`];
        const { withHead, fromStart, outputs } = await judgedBoth(
          cwd,
          "obligations",
          dir,
          headFlag,
        );
        const full = await verify(cwd, dir, `${dir}.again.json`);
        expect({ ...withHead, stderr: withoutHeadLine(withHead.stderr) }).toEqual(fromStart);
        expect(outputs[0]).toEqual(outputs[1]);
        expect(problems(withHead.stderr)).toEqual(problems(full.stderr));
        expect(withHead.code === 0).toBe(full.code === 0);
        await rm(join(cwd, dir), { recursive: true, force: true });
      }),
      { numRuns: 30 },
    );
  });
});
