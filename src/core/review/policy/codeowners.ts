// CODEOWNERS as GitHub reads it: the first of .github/CODEOWNERS, CODEOWNERS, docs/CODEOWNERS;
// one `pattern owner...` per line, gitignore-style patterns, and the LAST matching line wins (a
// matching line without owners leaves the file without owners). A line GitHub would skip (bad
// syntax, `!` negation, `[...]` ranges) is skipped here too, with a warning at its place.
import type { Diagnostic } from "../../shared/diagnostics.ts";
import { quote } from "../../shared/diagnostics.ts";
import { parsePrincipal, type Principal } from "../../inventory/document/principals.ts";

/** Where GitHub looks, in its order: the first that exists is the one it uses. */
export const CODEOWNERS_PATHS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"] as const;

export interface CodeownersLine {
  pattern: string;
  line: number;
  matcher: RegExp;
  owners: Principal[];
}

export interface Codeowners {
  /** Which file, of CODEOWNERS_PATHS. */
  file: string;
  lines: CodeownersLine[];
  diagnostics: Diagnostic[];
}

export function parseCodeowners(text: string, file: string): Codeowners {
  const lines: CodeownersLine[] = [];
  const diagnostics: Diagnostic[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const content = stripComment(raw).trim();
    if (content === "") return;
    const [pattern = "", ...written] = content.split(/\s+/);
    const skip = (why: string) =>
      diagnostics.push({
        severity: "warning",
        message: `${why}; GitHub skips this line, and so does the policy`,
        location: { file, line: index + 1, column: 1 },
      });
    if (pattern.startsWith("!") || /\[/.test(pattern)) {
      skip(`CODEOWNERS pattern ${quote(pattern)} uses ! or [ ], which GitHub does not support`);
      return;
    }
    const owners: Principal[] = [];
    for (const owner of written) {
      const principal = owner.startsWith("@") ? parsePrincipal(owner.slice(1)) : undefined;
      if (principal) owners.push(principal);
      else if (!EMAIL.test(owner)) {
        skip(`CODEOWNERS owner ${quote(owner)} is neither @login, @org/team nor an email`);
        return;
      }
      // An email names a GitHub user only through their verified address, which the policy
      // cannot see: it is kept out of the owners (and cannot approve for them).
    }
    lines.push({ pattern, line: index + 1, matcher: patternMatcher(pattern), owners });
  });
  return { file, lines, diagnostics };
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The text before an unescaped `#`, with `\#` read as `#`. */
function stripComment(line: string): string {
  const hash = line.search(/(?<!\\)#/);
  return (hash === -1 ? line : line.slice(0, hash)).replaceAll("\\#", "#");
}

/**
 * The gitignore rules GitHub applies: a pattern with a `/` at its start or middle is anchored at
 * the root, otherwise it matches at any depth; `*` and `?` stay within a path segment, `**`
 * crosses them; a pattern names a file or a directory (and then everything in it), and one ending
 * in `/` only a directory.
 */
export function patternMatcher(pattern: string): RegExp {
  const directoryOnly = pattern.endsWith("/");
  const trimmed = pattern.replace(/\/+$/, "");
  const anchored = trimmed.includes("/");
  const body = trimmed.replace(/^\//, "");
  let regex = "";
  for (let index = 0; index < body.length; index++) {
    const character = body.charAt(index);
    if (body.startsWith("**/", index)) {
      regex += "(?:.*/)?";
      index += 2;
    } else if (body.startsWith("**", index)) {
      regex += ".*";
      index += 1;
    } else if (character === "*") regex += "[^/]*";
    else if (character === "?") regex += "[^/]";
    else regex += character.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  const prefix = anchored ? "^" : "^(?:.*/)?";
  // `docs/*` owns the files in docs/, not those in its subdirectories (GitHub's documented case).
  const endsInSegmentWildcard = /(?:^|[^*])\*$/.test(body);
  const suffix = directoryOnly ? "/.+$" : endsInSegmentWildcard ? "$" : "(?:/.+)?$";
  return new RegExp(`${prefix}${regex}${suffix}`);
}

/** The owners of `path` (relative to the root, forward slashes): the last matching line's. */
export function codeOwnersOf(
  path: string,
  codeowners: Codeowners,
): { owners: Principal[]; line?: number } {
  const entry = codeowners.lines.findLast((line) => line.matcher.test(path));
  if (entry !== undefined) return { owners: entry.owners, line: entry.line };
  return { owners: [] };
}
