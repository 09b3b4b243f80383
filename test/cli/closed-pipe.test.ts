// `cip-sync plan | head`: once the reader of stdout is gone (EPIPE), the CLI's writer drops the rest
// instead of crashing with an unhandled 'error' event, so the command ends with its own exit code.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { writerUntilClosed } from "../../src/cli/shared/io.ts";

/** A stream whose reader leaves after `accepted` writes, as `head -1` does. */
function pipeClosingAfter(accepted: number, code = "EPIPE") {
  const received: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (received.length >= accepted) {
        callback(Object.assign(new Error(`write ${code}`), { code }));
        return;
      }
      received.push(chunk.toString("utf8"));
      callback();
    },
  });
  return { stream, received };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("a closed stdout pipe", () => {
  it("drops what follows EPIPE without an error, and writes nothing more", async () => {
    const { stream, received } = pipeClosingAfter(1);
    const write = writerUntilClosed(stream);
    write("line 1\n");
    write("line 2\n");
    await settle();
    expect(() => write("line 3\n")).not.toThrow();
    await settle();
    expect(received).toEqual(["line 1\n"]);
    expect(stream.listenerCount("error")).toBe(1);
  });

  it("still raises any other write error", () => {
    const { stream } = pipeClosingAfter(0);
    writerUntilClosed(stream);
    const [onError] = stream.listeners("error") as ((error: Error) => void)[];
    const failure = Object.assign(new Error("write EIO"), { code: "EIO" });
    expect(() => onError!(failure)).toThrow(failure);
  });
});
