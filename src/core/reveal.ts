// Live names and service messages reach terminals and pull requests unchecked by our validation
// (only declared names are validated), so every renderer shows the characters a name may not
// contain as visible escapes: a terminal escape sequence, a newline or a bidirectional override in
// a name can then neither restyle the output, forge a line, nor make a name display as another.
import { FORBIDDEN_NAME_CHARACTER } from "./inventory-schema.ts";

// The validation's set, plus every other character that displays as nothing: controls, format
// characters (soft hyphen, invisible operators, tags), line and paragraph separators, which some
// viewers break lines at, and Unicode's default-ignorable characters (variation selectors, fillers).
const HIDDEN_CHARACTER = new RegExp(
  `${FORBIDDEN_NAME_CHARACTER.source}|[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]`,
  "gu",
);

/** Each hidden character as `\uXXXX` (`\u{XXXXX}` beyond the BMP). */
export function revealHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_CHARACTER, (character) => {
    const hex = character.codePointAt(0)!.toString(16).toUpperCase();
    return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
  });
}
