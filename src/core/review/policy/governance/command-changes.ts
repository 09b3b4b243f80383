// What a change does to the commands the sources file runs (authority table: source-commands), as
// governance.ts judges it: each source whose command is added, changed or removed, in words. The
// commands are read at the edge (core/sources/source-commands.ts), which this layer cannot import.
import { quote } from "../../../shared/diagnostics.ts";

/** Each source whose command differs, in words: added, changed or removed. */
export function commandChanges(
  base: Readonly<Record<string, string>> = {},
  head: Readonly<Record<string, string>> = {},
): string[] {
  const names = [...new Set([...Object.keys(head), ...Object.keys(base)])];
  return names.flatMap((name) => {
    const [was, now] = [base[name], head[name]];
    if (was === now) return [];
    return [`source ${quote(name)}: ${was ?? "(no command)"} -> ${now ?? "(no command)"}`];
  });
}
