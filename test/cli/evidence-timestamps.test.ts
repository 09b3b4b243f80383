// `cip-sync evidence verify --tsa-ca`: timestamp tokens from a real RFC 3161 server (openssl ts on
// loopback), checked offline. openssl stamps the current time, so a token "minted later" is one
// minted now for a record whose recorded_at lies hours in the past.
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { type EvidenceDraft } from "../../src/core/evidence/records/evidence-record.ts";
import {
  type ChainHead,
  type SealedRecord,
  sealRecord,
} from "../../src/core/evidence/chain/record-files.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import { changeDraft, monitoringDraft, withoutHistory } from "../support/evidence-records.ts";
import { type TestTsa, useTestTsas } from "../support/test-tsa.ts";

const servers = useTestTsas();

const HOUR = 3_600_000;

interface Entry {
  draft: EvidenceDraft;
  /** How long before now the record was recorded. */
  agoMs: number;
  /** Which TSA mints its token now; none: no token. */
  token?: TestTsa | undefined;
  untimestamped?: number[];
}

/** Seals the entries in order (one workspace), writes them and their tokens under a new directory. */
async function ledger(entries: readonly Entry[]): Promise<{ dir: string; sealed: SealedRecord[] }> {
  const dir = await temporaryDirectory();
  const sealed: SealedRecord[] = [];
  let head: ChainHead | undefined;
  const now = Date.now();
  for (const entry of entries) {
    const record = sealRecord(entry.draft, head, new Date(now - entry.agoMs), entry.untimestamped);
    head = { record: record.record, bytes: Buffer.from(record.text) };
    sealed.push(record);
    await mkdir(dirname(join(dir, record.path)), { recursive: true });
    await writeFile(join(dir, record.path), record.text);
    if (entry.token !== undefined) {
      await writeFile(
        join(dir, `${record.path}.tsr`),
        await entry.token.stamp(Buffer.from(record.text)),
      );
    }
  }
  return { dir, sealed };
}

async function caFile(dir: string, server: TestTsa = servers.tsa): Promise<string> {
  await writeFile(join(dir, "tsa-ca.pem"), server.caPem);
  return "tsa-ca.pem";
}

function verify(dir: string, ...flags: string[]) {
  return runCliInProcess(["evidence", "verify", "--dir", ".", ...flags], { cwd: dir });
}

const change = (run: number) => changeDraft("grid-east", run);
const check = (run: number) => monitoringDraft("grid-east", run, true);

describe("evidence verify --tsa-ca", () => {
  it("accepts records timestamped when they were recorded, and lists each", async () => {
    const { dir, sealed } = await ledger([
      { draft: check(1), agoMs: 2000, token: servers.tsa },
      { draft: change(2), agoMs: 1000, token: servers.tsa },
    ]);
    const run = await verify(dir, "--tsa-ca", await caFile(dir), "--require-timestamps");
    expect(run.stderr).toBe(withoutHistory("."));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${sealed[0]!.path}: timestamped (CN=Test TSA, `);
    expect(run.stdout).toContain("every timestamp token is valid");
  });

  it("fails a consistently rewritten branch at the first re-chained record", async () => {
    // The original: 1 (before the TSA was in use), then 2, 3, 4 recorded hours ago. The rewrite
    // drops 2 and re-chains 3 and 4, keeping their times; their new tokens are minted now.
    const { dir, sealed } = await ledger([
      { draft: check(1), agoMs: 5 * HOUR },
      { draft: change(3), agoMs: 3 * HOUR, token: servers.tsa },
      { draft: check(4), agoMs: 2 * HOUR, token: servers.tsa },
    ]);
    const run = await verify(dir, "--tsa-ca", await caFile(dir));
    expect(run.code).toBe(1);
    const [first] = run.stderr.split("\n").filter((line) => line.startsWith("  "));
    expect(first).toContain(`${sealed[1]!.path}: invalid timestamp token: the token's time`);
    expect(first).toContain("more than --max-skew 60");
    expect(run.stdout).toContain(`${sealed[0]!.path}: not timestamped`);
  });

  it("fails a token from another CA", async () => {
    const { dir, sealed } = await ledger([{ draft: change(1), agoMs: 1000, token: servers.other }]);
    const run = await verify(dir, "--tsa-ca", await caFile(dir));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${sealed[0]!.path}: invalid timestamp token: the token's signer (CN=Other TSA) does not chain to the --tsa-ca certificate(s)`,
    );
  });

  it.each([
    [
      "declared by a timely successor: an exception, accepted",
      [2],
      0,
      "timestamped late, after a recorded outage",
    ],
    ["declared by nobody: a rewrite", undefined, 1, "invalid timestamp"],
  ])("judges a late token %s", async (_, declared, code, shown) => {
    const { dir, sealed } = await ledger([
      { draft: check(1), agoMs: 3 * HOUR, token: undefined },
      { draft: change(2), agoMs: 2 * HOUR, token: servers.tsa },
      { draft: check(3), agoMs: 1000, token: servers.tsa, untimestamped: declared },
    ]);
    const run = await verify(dir, "--tsa-ca", await caFile(dir));
    expect(run.code).toBe(code);
    expect(run.stdout).toContain(`${sealed[1]!.path}: ${shown}`);
  });

  it.each([
    ["a record after the first timestamped one lacks its token", [], "though an earlier record"],
    [
      "--require-timestamps and a record lacks its token",
      ["--require-timestamps"],
      "--require-timestamps is set",
    ],
  ])("fails when %s", async (_, flags, expected) => {
    const tokens = flags.length === 0 ? [servers.tsa, undefined] : [undefined, servers.tsa];
    const { dir } = await ledger([
      { draft: check(1), agoMs: 2000, token: tokens[0] },
      { draft: change(2), agoMs: 1000, token: tokens[1] },
    ]);
    const run = await verify(dir, "--tsa-ca", await caFile(dir), ...flags);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(expected);
  });
});

describe("evidence verify --expect-head", () => {
  it("passes while the published head is in the chain, and fails once it was removed", async () => {
    const { dir, sealed } = await ledger([
      { draft: check(1), agoMs: 2000 },
      { draft: change(2), agoMs: 1000 },
    ]);
    const head = `2:${sha256Hex(sealed[1]!.text)}`;
    expect((await verify(dir, "--expect-head", head)).code).toBe(0);
    const truncated = await ledger([{ draft: check(1), agoMs: 2000 }]);
    const run = await verify(truncated.dir, "--expect-head", head);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `--expect-head: the published head ${head} is not in the ledger (no workspace has a record with sequence 2)`,
    );
  });
});

describe("evidence verify flags", () => {
  it.each([
    [["--require-timestamps"], "--require-timestamps needs --tsa-ca FILE"],
    [["--expect-head", "7"], "--expect-head 7 is not SEQ:SHA256"],
    [["--tsa-ca", "missing.pem"], "--tsa-ca"],
  ])("refuses %j, naming the flag", async (flags, expected) => {
    const { dir } = await ledger([{ draft: check(1), agoMs: 1000 }]);
    const run = await verify(dir, ...flags);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(expected);
  });
});

describe("evidence report", () => {
  it("shows each record's timestamp authority and time, or that it has none", async () => {
    const { dir } = await ledger([
      { draft: check(1), agoMs: 2000 },
      { draft: change(2), agoMs: 1000, token: servers.tsa },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const args = ["evidence", "report", "--dir", ".", "--from", "2026-01-01", "--to", today];
    const run = await runCliInProcess([...args, "--format", "csv"], { cwd: dir });
    expect(run.code).toBe(0);
    const rows = run.stdout.trim().split(/\r?\n/);
    expect(rows[0]).toMatch(/,file,timestamp$/);
    expect(rows.find((row) => row.startsWith("monitoring,"))).toMatch(/,not timestamped$/);
    expect(rows.find((row) => row.startsWith("change,"))).toMatch(/,"CN=Test TSA, \d{4}-[^"]+Z"$/);
  });
});
