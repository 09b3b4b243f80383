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

/**
 * JSON text with each hidden character written as a JSON escape (`\uXXXX`, a surrogate pair
 * beyond the BMP): the same JSON value, but a bidirectional override or a zero-width character in
 * a name can no longer reorder or hide text where the file is shown. JSON.stringify's output has
 * such characters only inside strings, where an escape means the same character, apart from the
 * line breaks of its indentation, which it always escapes inside strings and are kept.
 */
export function escapeHiddenCharactersInJson(json: string): string {
  return json.replace(HIDDEN_CHARACTER, (character) => {
    if (character === "\n") return character;
    let escaped = "";
    for (let at = 0; at < character.length; at++) {
      escaped += `\\u${character.charCodeAt(at).toString(16).toUpperCase().padStart(4, "0")}`;
    }
    return escaped;
  });
}
