// What the CLI needs from its process, injected so that tests can run it in-process. Its own module
// so that the commands main.ts dispatches to can take it without importing main.ts back.
import type { Environment } from "./settings.ts";

export interface CliIo extends Environment {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stdinIsTTY: boolean;
  /** Resolves when the process is asked to stop (the emulator runs until then). */
  waitForStop: () => Promise<void>;
}
