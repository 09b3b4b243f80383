// What the CLI needs from its process, injected so that tests can run it in-process. Its own module
// so that the commands main.ts dispatches to can take it without importing main.ts back. The bin
// entry passes the real process (processIo). Exit codes are defined here, once.
import { once } from "node:events";
import type { Writable } from "node:stream";
import { createInterface } from "node:readline/promises";
import type { Environment } from "./common-settings.ts";

export interface CliIo extends Environment {
  stdout: (text: string) => void;
  /** Resolves once standard output took what was written (a long report waits on it). */
  stdoutDrained?: () => Promise<void>;
  stderr: (text: string) => void;
  stdinIsTTY: boolean;
  /** Resolves when the process is asked to stop (the emulator runs until then). */
  waitForStop: () => Promise<void>;
  /** Asks one question on the terminal and returns the answer (only called when stdin is a TTY). */
  ask?: (question: string) => Promise<string>;
  /**
   * Calls `listener` on every SIGINT or SIGTERM until the returned function is called. Listening
   * replaces the default of ending the process, so it is registered only around an apply.
   */
  onInterrupt?: (listener: () => void) => () => void;
  /** Ends the process at once with this code: a second interrupt does not wait. */
  exitNow?: (code: number) => void;
  /** Milliseconds, for progress rates (Date.now by default). */
  now?: () => number;
  /**
   * The bin entry, in a ledger-reading command's worker, started again for the ledger's own
   * threads: `evidence verify`'s readers on every core (io/ledger/ledger-readers.ts), and the
   * verification thread of the commands that judge a ledger (io/ledger/ledger-verifier.ts). None:
   * everything in this thread.
   */
  ledgerThreadEntry?: URL;
}

export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_CHANGES = 2;
/** A file the command judges by (the policy, a plan) cannot be read as one: policy check, obligations. */
export const EXIT_BAD_INPUT = 2;
/** 128 + SIGINT, as shells report a process stopped by Ctrl-C. */
export const EXIT_INTERRUPTED = 130;

/**
 * Calls `gone` when the reader of `stream` goes away (`cip-sync plan | head`: EPIPE), instead of
 * the process crashing on the error; any other write error is thrown as before.
 */
export function whenReaderGone(stream: Writable, gone: () => void): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    gone();
  });
}

/**
 * Writes to `stream` until its reader goes away, then drops what follows: the command still
 * finishes (an apply is never cut short by a closed pipe) and ends with its own exit code.
 */
export function writerUntilClosed(stream: Writable): (text: string) => void {
  let closed = false;
  whenReaderGone(stream, () => (closed = true));
  return (text) => {
    if (!closed) stream.write(text);
  };
}

/**
 * Resolves once `stream` has room again: at once when it has, else on its "drain", or on its
 * "close" (a reader that went away never drains: a closed stream counts as drained). Whichever
 * comes first removes both listeners, so a command that waits a million times leaves none behind.
 */
export function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

/** Which of the standard streams are a terminal. */
export interface TerminalFacts {
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  stdinIsTTY: boolean;
}

/** Which of this thread's standard streams are a terminal. */
export function terminalFacts(): TerminalFacts {
  return {
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    stdinIsTTY: process.stdin.isTTY === true,
  };
}

/** The process's io; `terminal`: what the streams are, where this thread's are pipes to them. */
export function processIo(terminal: TerminalFacts = terminalFacts()): CliIo {
  return {
    env: process.env,
    cwd: process.cwd(),
    stdout: writerUntilClosed(process.stdout),
    // A reader that went away (EPIPE) never drains: a closed stdout counts as drained.
    stdoutDrained: () => drained(process.stdout),
    stderr: writerUntilClosed(process.stderr),
    ...terminal,
    // Registered only when asked for: a SIGINT listener would otherwise stop Ctrl-C from ending apply.
    waitForStop: () =>
      Promise.race([once(process, "SIGINT"), once(process, "SIGTERM")]).then(() => {}),
    ask: async (question) => {
      const prompt = createInterface({ input: process.stdin, output: process.stderr });
      try {
        return await prompt.question(question);
      } finally {
        prompt.close();
      }
    },
    onInterrupt: (listener) => {
      process.on("SIGINT", listener);
      process.on("SIGTERM", listener);
      return () => {
        process.off("SIGINT", listener);
        process.off("SIGTERM", listener);
      };
    },
    exitNow: (code) => process.exit(code),
    now: () => Date.now(),
  };
}
