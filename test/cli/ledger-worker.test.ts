// Which commands run in the ledger worker (src/cli/ledger-worker.ts), and the wait for standard
// output to drain that a long listing makes a million times, leaving no listener behind.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readsWholeLedger, stoppedMessage, workerHeap } from "../../src/cli/ledger-worker.ts";
import { drained } from "../../src/cli/shared/io.ts";

describe("readsWholeLedger", () => {
  it.each<[args: string[], inWorker: boolean]>([
    [["obligations"], true],
    [["obligations", "--dir", "evidence", "--at", "2026-02-10"], true],
    [["evidence", "populations", "--dir", "."], true],
    [["evidence", "report", "--dir", "."], true],
    [["evidence", "verify", "--dir", "."], true],
    [["evidence", "handover", "--dir", "."], true],
    // Append reads the chain's head only; the rest read no ledger.
    [["evidence", "append", "--monitoring", "facts.json"], false],
    [["evidence"], false],
    [["apply"], false],
    [["plan"], false],
    [["--help"], false],
    [[], false],
    // A flag before the command is not a command.
    [["--dir", "obligations"], false],
  ])("%j: %s", (args, inWorker) => {
    expect(readsWholeLedger(args)).toBe(inWorker);
  });
});

describe("workerHeap", () => {
  it.each<[args: string[], growing: number, young: number]>([
    [["evidence", "handover", "--dir", "."], 15, 16],
    [["evidence", "populations", "--dir", "."], 10, 16],
    [["evidence", "verify", "--dir", "."], 10, 16],
    [["obligations"], 10, 16],
    // A flag named handover is not the command.
    [["evidence", "report", "--out", "handover"], 10, 16],
  ])(
    "%j: the old generation grows %i %% past a full collection, the young one is %i MB",
    (args, growing, young) => {
      expect(workerHeap(args)).toEqual({
        v8Flags: `--no-allocation-site-pretenuring --heap-growing-percent=${growing}`,
        youngGenerationMb: young,
      });
    },
  );
});

/** A stream that takes a write only when `release` is called. */
function slowStream(): { stream: Writable; release: () => void } {
  let pending: (() => void) | undefined;
  const stream = new Writable({
    highWaterMark: 4,
    write: (_chunk, _encoding, callback) => {
      pending = callback;
    },
  });
  return { stream, release: () => pending?.() };
}

describe("drained", () => {
  it("resolves at once when the stream has room", async () => {
    const { stream } = slowStream();
    await drained(stream);
    expect(stream.listenerCount("drain") + stream.listenerCount("close")).toBe(0);
  });

  it("waits for drain, and leaves no listener behind after many waits", async () => {
    const { stream, release } = slowStream();
    for (let wait = 0; wait < 20; wait++) {
      stream.write("more than four bytes");
      expect(stream.writableNeedDrain).toBe(true);
      let done = false;
      const waiting = drained(stream).then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      release();
      await waiting;
    }
    expect(stream.listenerCount("drain")).toBe(0);
    expect(stream.listenerCount("close")).toBe(0);
  });

  it("resolves when the stream closes instead (a reader that went away never drains)", async () => {
    const { stream } = slowStream();
    stream.write("more than four bytes");
    const waiting = drained(stream);
    stream.destroy();
    await waiting;
    expect(stream.listenerCount("drain") + stream.listenerCount("close")).toBe(0);
  });
});

describe("stoppedMessage", () => {
  const key = "cis_live_0123456789abcdef0123456789abcdef";

  it("masks the API key and, in a workflow, neutralises a workflow command", () => {
    const error = new Error(`bad record\n::error::forged ${key}`);
    const message = stoppedMessage(error, { CIP_API_KEY: key, GITHUB_ACTIONS: "true" });
    expect(message).not.toContain(key);
    expect(message).not.toContain(key.slice(-12));
    expect(message.split("\n").some((line) => line.startsWith("::"))).toBe(false);
    expect(message.startsWith("error: the command stopped: bad record")).toBe(true);
  });

  it("says what stopped, as it is, outside a workflow and without secrets", () => {
    const error = new Error(
      "Worker terminated due to reaching memory limit: JS heap out of memory",
    );
    expect(stoppedMessage(error, {})).toBe(
      "error: the command stopped: Worker terminated due to reaching memory limit: JS heap out of memory\n",
    );
  });
});
