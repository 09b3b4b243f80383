// Live names and service messages reach terminals and pull requests unchecked by our validation
// (only declared names are validated), so every renderer shows the characters a name may not
// contain as visible escapes: a terminal escape sequence, a newline or a bidirectional override in
// a name can then neither restyle the output, forge a line, nor make a name display as another.
// Messages that refuse such a character name it (describeCharacter).
import { FORBIDDEN_NAME_CHARACTER } from "../names.ts";

// The validation's set, plus every other character that displays as nothing: controls, format
// characters (soft hyphen, invisible operators, tags), line and paragraph separators, which some
// viewers break lines at, and Unicode's default-ignorable characters (variation selectors, fillers).
const HIDDEN_CHARACTER = new RegExp(
  `${FORBIDDEN_NAME_CHARACTER.source}|[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]`,
  "gu",
);
/**
 * The same set but the line feed, which JSON.stringify's indentation puts on every line: matching
 * it would call the replacer once per line of a plan of 100,000 assets for nothing.
 */
const HIDDEN_CHARACTER_BUT_LINE_FEED = new RegExp(`(?!\n)(?:${HIDDEN_CHARACTER.source})`, "gu");
/**
 * Anything but printable ASCII and the line feed: none of those is hidden, so text without such a
 * character needs no look with the Unicode property classes above, which cost far more per
 * character (most of what the obligations' JSON is made of is plain ASCII).
 */
const BEYOND_PRINTABLE_ASCII = /[^\n\x20-\x7E]/;

/** Each hidden character as `\uXXXX` (`\u{XXXXX}` beyond the BMP). */
export function revealHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_CHARACTER, escapedCodePoint);
}

/** One character as `\uXXXX`, or `\u{XXXXX}` beyond the BMP: the one notation messages use. */
export function escapedCodePoint(character: string): string {
  // An empty string has no code point; it is shown as U+0000 rather than thrown on.
  const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase();
  return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}

/**
 * JSON text with each hidden character written as a JSON escape (`\uXXXX`, a surrogate pair
 * beyond the BMP): the same JSON value, but a bidirectional override or a zero-width character in
 * a name can no longer reorder or hide text where the file is shown. JSON.stringify's output has
 * such characters only inside strings, where an escape means the same character, apart from the
 * line breaks of its indentation, which it always escapes inside strings and are kept.
 */
export function escapeHiddenCharactersInJson(json: string): string {
  if (!BEYOND_PRINTABLE_ASCII.test(json)) return json;
  return json.replace(HIDDEN_CHARACTER_BUT_LINE_FEED, (character) => {
    let escaped = "";
    for (let at = 0; at < character.length; at++) {
      escaped += `\\u${character.charCodeAt(at).toString(16).toUpperCase().padStart(4, "0")}`;
    }
    return escaped;
  });
}

const CHARACTER_NAMES = new Map<number, string>([
  [0x00, "NULL"],
  [0x09, "CHARACTER TABULATION"],
  [0x0a, "LINE FEED"],
  [0x0d, "CARRIAGE RETURN"],
  [0x1b, "ESCAPE"],
  [0x7f, "DELETE"],
  [0x85, "NEXT LINE"],
  [0x061c, "ARABIC LETTER MARK"],
  [0x200b, "ZERO WIDTH SPACE"],
  [0x200c, "ZERO WIDTH NON-JOINER"],
  [0x200d, "ZERO WIDTH JOINER"],
  [0x200e, "LEFT-TO-RIGHT MARK"],
  [0x200f, "RIGHT-TO-LEFT MARK"],
  [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
  [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
  [0x202c, "POP DIRECTIONAL FORMATTING"],
  [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
  [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
  [0x2060, "WORD JOINER"],
  [0x2066, "LEFT-TO-RIGHT ISOLATE"],
  [0x2067, "RIGHT-TO-LEFT ISOLATE"],
  [0x2068, "FIRST STRONG ISOLATE"],
  [0x2069, "POP DIRECTIONAL ISOLATE"],
  [0xfeff, "ZERO WIDTH NO-BREAK SPACE"],
]);

/** "U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control ...)": what it is and why it is refused. */
export function describeCharacter(codePoint: number): string {
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = CHARACTER_NAMES.get(codePoint);
  const label = name === undefined ? code : `${code} ${name}`;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return `${label} (an unpaired surrogate)`;
  if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) {
    return `${label} (a control character)`;
  }
  if (
    codePoint === 0x061c ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  ) {
    return `${label} (a bidirectional control: it can make a name display as another)`;
  }
  return `${label} (an invisible zero-width character)`;
}
