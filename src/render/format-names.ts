// Each kind of output's format names, in the order help lists them (the default first), and that
// list in words. Apart from formats.ts, whose registries bring every renderer, so that the command
// line's help can name the formats without loading them; formats.ts holds one renderer per name.
export const PLAN_FORMATS = ["text", "markdown", "json"] as const;
export const VALIDATION_FORMATS = ["text", "json", "sarif"] as const;
export const DRIFT_FORMATS = ["text", "markdown", "json"] as const;
export const EVIDENCE_REPORT_FORMATS = ["markdown", "csv", "html", "json"] as const;
export const EXPORT_FORMATS = ["csv", "json"] as const;
export const DOCTOR_FORMATS = ["text", "json"] as const;
export const OBLIGATIONS_FORMATS = ["text", "markdown", "csv", "json"] as const;

/** "text, markdown or json (default: text)": a kind's formats as help lists them. */
export function formatsHelp(names: readonly [string, ...string[]]): string {
  const listed =
    names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  return `${listed} (default: ${names[0]})`;
}
