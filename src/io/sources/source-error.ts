// A source that cannot be read whole: the sync stops and writes nothing. The message names the
// source and what to fix; it never holds a token.
export class SourceReadError extends Error {
  override name = "SourceReadError";
}
