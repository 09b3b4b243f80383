// The inventory family's settings: validate, fmt, plan, apply, import, export and drift.
import type { NotifySettings } from "../../core/notify/notify-settings.ts";
import type { SafetyLimits } from "../../core/plan/plan-model.ts";
import { DEFAULT_POLICY_FILE } from "../../core/review/policy/policy-model.ts";
import {
  DRIFT_RENDERERS,
  EXPORT_RENDERERS,
  formatNames,
  PLAN_RENDERERS,
  VALIDATION_RENDERERS,
} from "../../render/formats.ts";
import type { ColorSetting, ConnectionInput, SourceSettings } from "../shared/common-settings.ts";
import { choice, limitsOf, sharedNumberFlag, text, type Values } from "../shared/flag-values.ts";
import { notifyFlags } from "../shared/notify-flags.ts";

const PLAN_FORMATS = formatNames(PLAN_RENDERERS);
const VALIDATE_FORMATS = formatNames(VALIDATION_RENDERERS);
const DRIFT_FORMATS = formatNames(DRIFT_RENDERERS);
const EXPORT_FORMATS = formatNames(EXPORT_RENDERERS);

export type InventorySettings =
  | ({
      command: "drift";
      source: SourceSettings;
      connection: ConnectionInput;
      format: (typeof DRIFT_FORMATS)[number];
      limits: SafetyLimits;
    } & ColorSetting)
  | ({
      command: "validate";
      source: SourceSettings;
      connection: ConnectionInput;
      format: (typeof VALIDATE_FORMATS)[number];
      /** --policy; "" disables the policy. */
      policyFile: string;
      /** --sources; absent: cip-sources.yaml at the root when there is one. */
      sourcesFile: string | undefined;
    } & ColorSetting)
  | { command: "fmt"; source: SourceSettings; check: boolean }
  | ({
      command: "plan";
      source: SourceSettings;
      connection: ConnectionInput;
      format: (typeof PLAN_FORMATS)[number];
      out: string | undefined;
      detailedExitCode: boolean;
      /** --base: the commit whose baselines the plan's are compared with. */
      base: string | undefined;
      limits: SafetyLimits;
    } & ColorSetting)
  | ({
      command: "apply";
      source: SourceSettings;
      connection: ConnectionInput;
      notify: NotifySettings | undefined; // CIP_NOTIFY_URL, --notify-format, --notify-on
      planFile: string | undefined;
      recordFile: string | undefined;
      /** --base: the commit whose baselines the plan's are compared with. */
      base: string | undefined;
      assumeYes: boolean;
      allowMassDelete: boolean;
      /** --allow-replace: apply possible renames made in the service as a delete and a create. */
      allowReplace: boolean;
      limits: SafetyLimits;
      concurrency: number;
      quiet: boolean;
      /** --verbose: the outcome lists every operation, not only the failed and skipped ones. */
      verbose: boolean;
      /** --deadline, in milliseconds. */
      deadlineMs: number;
    } & ColorSetting)
  | {
      command: "import";
      connection: ConnectionInput;
      out: string;
      force: boolean;
      /** --update: rewrite the files in `out` in place instead of writing an empty directory. */
      update: boolean;
    }
  | {
      command: "export";
      connection: ConnectionInput;
      format: (typeof EXPORT_FORMATS)[number];
      out: string | undefined;
    };

/** What every inventory command may read besides its own flags. */
export interface InventoryInputs extends ColorSetting {
  source: SourceSettings;
  connection: ConnectionInput;
  env: NodeJS.ProcessEnv;
}

export function inventorySettings(
  command: InventorySettings["command"],
  values: Values,
  inputs: InventoryInputs,
): InventorySettings {
  const { source, connection, color } = inputs;
  switch (command) {
    case "drift": {
      const format = choice(values, "format", DRIFT_FORMATS);
      return { command, source, connection, format, limits: limitsOf(values), color };
    }
    case "validate":
      return {
        command,
        source,
        connection,
        format: choice(values, "format", VALIDATE_FORMATS),
        policyFile: text(values, "policy") ?? DEFAULT_POLICY_FILE,
        sourcesFile: text(values, "sources"),
        color,
      };
    case "fmt":
      return { command, source, check: values.check === true };
    case "plan":
      return {
        command,
        source,
        connection,
        format: choice(values, "format", PLAN_FORMATS),
        out: text(values, "out"),
        detailedExitCode: values["detailed-exitcode"] === true,
        base: text(values, "base"),
        limits: limitsOf(values),
        color,
      };
    case "apply":
      return applySettings(values, inputs);
    case "import":
      return {
        command,
        connection,
        out: text(values, "out") ?? "inventory",
        force: values.force === true,
        update: values.update === true,
      };
    case "export": {
      const format = choice(values, "format", EXPORT_FORMATS);
      return { command, connection, format, out: text(values, "out") };
    }
  }
}

function applySettings(
  values: Values,
  { source, connection, color, env }: InventoryInputs,
): Extract<InventorySettings, { command: "apply" }> {
  return {
    command: "apply",
    notify: notifyFlags(values, env),
    source,
    connection,
    planFile: text(values, "plan"),
    recordFile: text(values, "record"),
    base: text(values, "base"),
    assumeYes: values.yes === true,
    allowMassDelete: values["allow-mass-delete"] === true,
    allowReplace: values["allow-replace"] === true,
    limits: limitsOf(values),
    concurrency: sharedNumberFlag(values, "concurrency"),
    quiet: values.quiet === true,
    verbose: values.verbose === true,
    deadlineMs: sharedNumberFlag(values, "deadline") * 1000,
    color,
  };
}
