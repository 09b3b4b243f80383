// \`cip-sync source sync\`'s settings.
import type { SafetyLimits } from "../../core/plan/plan-model.ts";
import { limitsOf, text, type Values } from "../shared/flag-values.ts";

export interface SourceSyncCliSettings {
  command: "source sync";
  name: string;
  /** --sources, relative to cwd; absent: cip-sources.yaml at the root. */
  sourcesFile: string | undefined;
  root: string;
  check: boolean;
  skipInvalid: boolean;
  allowMassDelete: boolean;
  limits: SafetyLimits;
}

export function sourceSyncSettings(
  values: Values,
  name: string,
  root: string,
): SourceSyncCliSettings {
  return {
    command: "source sync",
    name,
    sourcesFile: text(values, "sources"),
    root,
    check: values.check === true,
    skipInvalid: values["skip-invalid"] === true,
    allowMassDelete: values["allow-mass-delete"] === true,
    limits: limitsOf(values),
  };
}
