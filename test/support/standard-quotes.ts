// The check every quote of a standard's words in the code passes (the requirement table's and the
// governance requirements'): a quote listed as unconfirmed is absent; any other is present, and is
// the standard's words with only line breaks and spacing normalised, so one line of single spaces
// that is a whole sentence, its Measures opening as the standard's Measures do.
import { expect } from "vitest";

export type Quote = "requirementText" | "measures";

export interface QuoteCheck {
  /** The row or obligation it quotes, for the failure's message. */
  id: string;
  quote: Quote;
  text: string | undefined;
  /** Why it is left out, where it is listed as unconfirmed. */
  unconfirmed: string | undefined;
  /** How the standard's Measures for it open ("Examples of evidence may include", ...). */
  measuresOpening: RegExp;
}

export function expectQuote({ id, quote, text, unconfirmed, measuresOpening }: QuoteCheck): void {
  if (unconfirmed !== undefined) {
    expect(text, `${id} ${quote} is listed as unconfirmed (${unconfirmed})`).toBeUndefined();
    return;
  }
  expect(text, `${id} has no ${quote}`).toBeDefined();
  // One line, single spaces, a whole sentence of the standard's.
  expect(text).toMatch(/^[A-Z][^\n]*[.]$/);
  expect(text).not.toMatch(/\s{2}|[\t\n\r]/);
  if (quote === "measures") expect(text).toMatch(measuresOpening);
}
