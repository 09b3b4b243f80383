// A mistake in the command line: main.ts prints its message, which names the flag and the fix, and
// exits 1, or `exitCode` where the command documents bad input otherwise (exit-codes-table.ts).
export class UsageError extends Error {
  override name = "UsageError";
  readonly exitCode: number | undefined;

  constructor(message: string, exitCode?: number) {
    super(message);
    this.exitCode = exitCode;
  }
}
