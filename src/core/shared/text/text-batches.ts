// Text made in many small pieces (JSON written an item at a time, CSV a row at a time) joined into
// fewer, larger ones: a file is written in few calls, and a check made on each piece (the hidden
// characters' escape) is made on few, while little is held at once.

/** Size of the pieces textBatches gives: few writes, and little held at once. */
export const BATCH_CHARACTERS = 64 * 1024;

/** `chunks` joined into pieces of about BATCH_CHARACTERS each, in order. */
export function* textBatches(chunks: Iterable<string>): Generator<string> {
  let pending: string[] = [];
  let size = 0;
  for (const chunk of chunks) {
    pending.push(chunk);
    size += chunk.length;
    if (size >= BATCH_CHARACTERS) {
      yield pending.join("");
      pending = [];
      size = 0;
    }
  }
  if (size > 0) yield pending.join("");
}
