// The outcome of `cip-sync validate` as data: JSON for scripts, SARIF 2.1.0 for code scanning
// (github/codeql-action/upload-sarif shows each diagnostic as an alert on its line).
import { type Diagnostic, hasErrors, type SourceLocation } from "../../core/shared/diagnostics.ts";
import { renderJson } from "./plan-json.ts";

/** One kind of file validate read: how many, and the file's name when it is one named file. */
export interface FilesRead {
  kind: string;
  files: number;
  file?: string;
}

export interface ValidationReport {
  /** The inventory's files. */
  files: number;
  /** Each kind of file read, the inventory's first (even none): what the verdict covers. */
  read: FilesRead[];
  cyberSystems: number;
  assets: number;
  /** Whether references were resolved against the service. */
  referencesChecked: boolean;
  diagnostics: Diagnostic[];
}

/**
 * For people: the verdict, what was found valid and whether the references to the service were
 * checked, or how many errors there are. The command's output (standard output); the diagnostics
 * are written before it, as every command writes them (renderDiagnosticsText, standard error).
 */
export function renderValidationText(report: ValidationReport): string {
  const { cyberSystems, assets, referencesChecked } = report;
  const [inventory, ...others] = report.read.map(({ kind, files, file }) =>
    file === undefined ? `${files} ${kind}(s)` : `the ${kind} ${file}`,
  );
  const read = [
    `${inventory} (${cyberSystems} cyber system(s), ${assets} asset(s))`,
    ...others,
  ].join(", ");
  const errors = report.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  if (errors.length > 0)
    return `Invalid: ${errors.length} error(s), each above at its file:line:column (read: ${read}); plan and apply refuse the files until they are fixed.\n`;
  return `Valid: ${read}${referencesChecked ? "; every reference resolved." : ". References to the service were not checked (set CIP_API_URL and CIP_API_KEY to check them)."}\n`;
}

export function renderValidationJson(report: ValidationReport): string {
  const ordered = {
    valid: !hasErrors(report.diagnostics),
    files: report.files,
    read: report.read,
    cyber_systems: report.cyberSystems,
    assets: report.assets,
    references_checked: report.referencesChecked,
    diagnostics: report.diagnostics.map((diagnostic) => ({
      severity: diagnostic.severity,
      message: diagnostic.message,
      location: diagnostic.location,
      related: diagnostic.related,
    })),
  };
  return renderJson(ordered);
}

const RULES = {
  error: {
    id: "cip-inventory/error",
    name: "InvalidInventory",
    text: "The inventory file is invalid: plan and apply refuse it until it is fixed.",
  },
  warning: {
    id: "cip-inventory/warning",
    name: "InventoryWarning",
    text: "The inventory file is valid but probably not what was meant.",
  },
} as const;

export function renderValidationSarif(report: ValidationReport, toolVersion: string): string {
  const located = report.diagnostics.flatMap((diagnostic) =>
    diagnostic.location === undefined ? [] : [{ ...diagnostic, location: diagnostic.location }],
  );
  // A problem with no place (a pattern that matches nothing) is about the run, not a line.
  const unplaced = report.diagnostics.filter((diagnostic) => diagnostic.location === undefined);
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "cip-sync",
            version: toolVersion,
            rules: Object.values(RULES).map((rule) => ({
              id: rule.id,
              name: rule.name,
              shortDescription: { text: rule.text },
            })),
          },
        },
        invocations: [
          {
            executionSuccessful: unplaced.every((diagnostic) => diagnostic.severity !== "error"),
            toolExecutionNotifications: unplaced.map((diagnostic) => ({
              level: diagnostic.severity,
              message: { text: diagnostic.message },
            })),
          },
        ],
        results: located.map((diagnostic) => ({
          ruleId: RULES[diagnostic.severity].id,
          level: diagnostic.severity,
          message: { text: diagnostic.message },
          locations: [physicalLocation(diagnostic.location)],
          ...(diagnostic.related && diagnostic.related.length > 0
            ? {
                relatedLocations: diagnostic.related.map((location, id) => ({
                  id,
                  ...physicalLocation(location),
                  message: { text: "related location" },
                })),
              }
            : {}),
        })),
      },
    ],
  };
  return renderJson(log);
}

/**
 * A path relative to the repository as an RFC 3986 relative reference: each segment
 * percent-encoded, so that "#" and "?" in a file name stay in the path (encodeURI would leave them
 * to start a fragment or a query) and a ":" in the first segment is not read as a scheme.
 */
export function relativeUri(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

function physicalLocation(location: SourceLocation) {
  return {
    physicalLocation: {
      artifactLocation: { uri: relativeUri(location.file), uriBaseId: "%SRCROOT%" },
      region: { startLine: location.line, startColumn: location.column },
    },
  };
}
