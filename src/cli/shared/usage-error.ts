// A mistake in the command line: main.ts prints its message, which names the flag and the fix.
export class UsageError extends Error {
  override name = "UsageError";
}
