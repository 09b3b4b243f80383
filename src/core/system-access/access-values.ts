// What the family's access files read beyond what the reviewed file reader offers: a whole number
// within bounds. Each problem at its place, saying what to write. Pure.
import { quote } from "../shared/diagnostics.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  type Fields,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";

/** What a whole number is, for messages, its bounds, and what to say above `max`. */
interface WholeNumber {
  hint: string;
  min: number;
  max?: number;
  over?: string;
}

/** The field `key`, a whole number from `min` to `max`. */
export function wholeNumber(
  reader: ReviewedFileReader,
  fields: Fields,
  key: string,
  { hint, min, max, over }: WholeNumber,
): number | undefined {
  const { value, keyOffset } = fields.required(key);
  const text = reader.scalarValue(value, keyOffset, { label: key, hint });
  if (text === undefined) return undefined;
  const number = /^\d{1,6}$/.test(text.value) ? Number(text.value) : Number.NaN;
  const at = nodeStart(value);
  if (Number.isNaN(number) || number < min) {
    reader.error(
      at,
      `${key} must be a whole number, at least ${min}: ${hint}; not ${quote(text.value)}`,
    );
    return undefined;
  }
  if (max === undefined || number <= max) return number;
  reader.error(at, `${key} ${number} is over ${max}: ${over ?? hint}`);
  return undefined;
}
