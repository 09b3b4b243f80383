// What a caught value says, without a cast at every catch: anything may be thrown, and Node's
// system errors carry their reason in `code` (ENOENT, ECONNRESET, ...).

/** The message of a thrown value: an Error's message, anything else as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The `code` of a thrown value (a system error's ENOENT, ...), when it has a text one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
