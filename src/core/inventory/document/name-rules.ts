// What is wrong with a name written in an inventory file, as the message the parser reports: one
// rule at a time, in the order a user would fix them. The character set and the length limit are
// inventory-schema.ts's, which also publishes them in the JSON Schema.
import { quote } from "../../shared/diagnostics.ts";
import { FORBIDDEN_NAME_CHARACTER } from "../../shared/names.ts";
import { MAX_NAME_LENGTH } from "./inventory-schema.ts";
import { describeCharacter } from "../../shared/text/reveal.ts";

const TRAILING_OR_LEADING_SPACE = /^\s|\s$/;

/** What a name field is, for messages: its label and what should be written there. */
export interface NameField {
  label: string;
  hint: string;
}

export const ASSET_NAME: NameField = {
  label: "asset name",
  hint: "the asset's name before the colon",
};

export const REFERENCE_FIELDS = {
  cyber_system: {
    label: "cyber_system",
    hint: "the name or id (cs_...) of an existing cyber system",
  },
  facility: {
    label: "facility",
    hint: "the name or id (fac_...) of the facility that owns the cyber system",
  },
  control_center: {
    label: "control_center",
    hint: "the name or id (cc_...) of the control center that owns the cyber system",
  },
  renamed_from: {
    label: "renamed_from",
    hint: "the current name of the live asset to rename",
  },
  source_id: {
    label: "source_id",
    hint: "the id the source's platform gives the asset (the sync writes it; remove the line and the next sync writes it again)",
  },
} satisfies Record<string, NameField>;

/** The first problem of `name` written as `field`, or undefined. Cheap when the name is fine. */
export function nameProblem(name: string, field: NameField): string | undefined {
  const forbidden = FORBIDDEN_NAME_CHARACTER.exec(name);
  if (forbidden) {
    const codePoint = forbidden[0].codePointAt(0) ?? 0;
    const position = [...name.slice(0, forbidden.index)].length + 1;
    return `${field.label} ${quote(name)} contains ${describeCharacter(codePoint)} at character ${position}; remove it`;
  }
  if (name.trim() === "") return `${field.label} is empty; write ${field.hint}`;
  if (TRAILING_OR_LEADING_SPACE.test(name)) {
    return `${field.label} ${quote(name)} has leading or trailing whitespace; remove it (quotes keep spaces)`;
  }
  // Code units first: a name within the limit in UTF-16 is within it in code points.
  if (name.length > MAX_NAME_LENGTH) {
    const length = [...name].length;
    if (length > MAX_NAME_LENGTH) {
      return `${field.label} is ${length} characters long; the limit is ${MAX_NAME_LENGTH}: shorten it`;
    }
  }
  return undefined;
}
