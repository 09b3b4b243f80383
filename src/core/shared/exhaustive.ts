// Exhaustiveness by construction: a `switch` over a union ends in `default: assertNever(value)`,
// so a new member (an evidence record kind, an operation action) fails to compile until every
// consumer handles it, instead of being skipped at run time.

/** Unreachable when every member of the union is handled; names the member that was not. */
export function assertNever(value: never): never {
  const shown = JSON.stringify(value) ?? String(value);
  throw new Error(`unhandled case ${shown.slice(0, 200)}: a consumer misses a member of its union`);
}
