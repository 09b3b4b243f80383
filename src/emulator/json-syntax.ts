// Where JSON text first breaks, as line:column. V8's JSON.parse messages give no position for
// some errors and quote the surrounding text for others, which in a seed or state file can be
// an API key; this scanner reports a position and the offending character only.

export interface JsonSyntaxProblem {
  line: number;
  column: number;
  /** "unexpected end of input", or "unexpected character '}'" */
  reason: string;
}

/** The first syntax error in `text`, or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxProblem | undefined {
  const scanner = new Scanner(text);
  const offset = scanner.document();
  if (offset === undefined) return undefined;
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  const character = text[offset];
  const reason =
    character === undefined
      ? "unexpected end of input"
      : `unexpected character ${JSON.stringify(character)}`;
  return { line, column, reason };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/y;
const WHITESPACE = /[ \t\n\r]*/y;

/** Each method consumes one production and returns false, leaving `position` at the error. */
class Scanner {
  readonly #text: string;
  position = 0;

  constructor(text: string) {
    this.#text = text;
  }

  /** The error offset, or undefined. */
  document(): number | undefined {
    this.#skip(WHITESPACE);
    if (!this.#value()) return this.position;
    this.#skip(WHITESPACE);
    return this.position === this.#text.length ? undefined : this.position;
  }

  #value(): boolean {
    const character = this.#text[this.position];
    if (character === "{") return this.#sequence("}", () => this.#member());
    if (character === "[") return this.#sequence("]", () => this.#value());
    if (character === '"') return this.#string();
    for (const literal of ["true", "false", "null"]) {
      if (this.#text.startsWith(literal, this.position)) {
        this.position += literal.length;
        return true;
      }
    }
    return this.#skip(NUMBER) > 0;
  }

  #member(): boolean {
    if (!this.#string()) return false;
    this.#skip(WHITESPACE);
    if (this.#text[this.position] !== ":") return false;
    this.position += 1;
    this.#skip(WHITESPACE);
    return this.#value();
  }

  /** An object or array: the opening bracket, items separated by commas, `close`. */
  #sequence(close: string, item: () => boolean): boolean {
    this.position += 1;
    this.#skip(WHITESPACE);
    if (this.#text[this.position] === close) {
      this.position += 1;
      return true;
    }
    // Each pass consumes at least one character or returns, so this ends with the text.
    for (;;) {
      if (!item()) return false;
      this.#skip(WHITESPACE);
      const character = this.#text[this.position];
      if (character === close) {
        this.position += 1;
        return true;
      }
      if (character !== ",") return false;
      this.position += 1;
      this.#skip(WHITESPACE);
    }
  }

  #string(): boolean {
    if (this.#text[this.position] !== '"') return false;
    this.position += 1;
    this.#skip(STRING_BODY);
    if (this.#text[this.position] !== '"') return false;
    this.position += 1;
    return true;
  }

  #skip(pattern: RegExp): number {
    pattern.lastIndex = this.position;
    const length = pattern.exec(this.#text)?.[0].length ?? 0;
    this.position += length;
    return length;
  }
}
