// Judged as of a day: `cip-sync obligations --at DAY` and the populations of a period read only
// the records recorded by the end of that day (in the calendar's time zone), so whatever is
// appended to the ledger afterwards changes nothing of what they said (issue: an auditor samples
// the state on a day, and that state must never depend on evidence created later).
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it, onTestFinished } from "vitest";
import type { EvidenceDraft } from "../../src/core/evidence/records/evidence-record.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  chainOf,
  changeDraft,
  day,
  highImpactChange,
  monitoringDraft,
  withoutHistory,
  writeLedgerCheckout,
} from "../support/evidence-records.ts";

/** The period judged: January 2026; `day(n)` is 06:00 UTC on the (n+1)th of January. */
const LAST_DAY = "2026-01-31";

const drafts: ((run: number) => EvidenceDraft)[] = [
  () => highImpactChange(),
  (run) => changeDraft("grid-east", run),
  (run) => changeDraft("grid-east", run, "not-approved"),
  (run) => monitoringDraft("grid-east", run, true),
  (run) => monitoringDraft("grid-east", run, false),
];

/** A ledger of the records at `days` (ascending), with drafts picked by `kinds`. */
async function ledger(
  entries: readonly { kind: number; day: number }[],
  policy: string | undefined,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-as-of-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const sorted = [...entries].sort((a, b) => a.day - b.day);
  const sealed = chainOf(
    sorted.map((entry, index) => ({
      draft: { ...drafts[entry.kind]!(index + 1), workspace: "grid-east" } as EvidenceDraft,
      at: day(entry.day),
    })),
  );
  await writeLedgerCheckout(dir, sealed);
  if (policy !== undefined) await writeFile(join(dir, "cip-policy.yaml"), policy);
  return dir;
}

async function judged(dir: string): Promise<{ obligations: string; populations: string[] }> {
  const obligations = await runCliInProcess(
    ["obligations", "--dir", ".", "--at", LAST_DAY, "--format", "json"],
    { cwd: dir },
  );
  expect(obligations.stderr).toBe(withoutHistory("."));
  const out = join(dir, "out");
  const written = await runCliInProcess(
    [
      "evidence",
      "populations",
      "--dir",
      ".",
      "--from",
      "2026-01-01",
      "--to",
      LAST_DAY,
      "--out",
      out,
    ],
    { cwd: dir, now: () => Date.parse("2026-06-01T00:00:00Z") },
  );
  expect(written.code).toBe(0);
  const files = (await readdir(out)).sort();
  const populations = await Promise.all(files.map((file) => readFile(join(out, file), "utf8")));
  await rm(out, { recursive: true });
  return { obligations: obligations.stdout, populations };
}

const within = fc.record({
  kind: fc.integer({ min: 0, max: 4 }),
  day: fc.integer({ min: 0, max: 30 }),
});
// From 1 February 00:00 UTC on: after the period in UTC, and in Chicago from 06:00 on.
const after = fc.record({
  kind: fc.integer({ min: 0, max: 4 }),
  day: fc.integer({ min: 31, max: 120 }),
});

describe("judged as of a day", () => {
  it("is unchanged by any record appended after the day (UTC and America/Chicago calendars)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(within, { minLength: 1, maxLength: 5 }),
        fc.array(after, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(undefined, "version: 1\ncalendar: { time_zone: America/Chicago }\n"),
        async (before, later, policy) => {
          const alone = await judged(await ledger(before, policy));
          const appended = await judged(await ledger([...before, ...later], policy));
          expect(appended).toEqual(alone);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("lists an obligation that a later record closes as overdue on the day, and names the close apart", async () => {
    // A High impact create on 1 January; a record on 20 February changes nothing of January.
    const dir = await ledger(
      [
        { kind: 0, day: 0 },
        { kind: 3, day: 50 },
      ],
      undefined,
    );
    const listed = await runCliInProcess(
      ["obligations", "--dir", ".", "--at", "2026-02-12", "--format", "json"],
      { cwd: dir },
    );
    const statuses = (
      JSON.parse(listed.stdout) as { obligations: { status: string }[] }
    ).obligations.map((o) => o.status);
    expect(statuses).not.toContain("closed-late");
    expect(statuses).not.toContain("closed");
  });
});
