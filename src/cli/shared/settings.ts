// Command-line arguments and environment, parsed once into typed settings: each command family
// reads its own flags (inventory/, evidence/, compliance/, service/, sources/), this module only
// says which family a command belongs to. Every mistake a user can make here is a UsageError
// naming the flag or variable and saying how to fix it.
import {
  type EvidenceAppendSettings,
  evidenceAppendSettings,
  type EvidenceReportSettings,
  evidenceReportSettings,
  evidencePopulationsSettings,
  type EvidencePopulationsSettings,
  type EvidenceVerifySettings,
  evidenceVerifySettings,
} from "../evidence/evidence-settings.ts";
import {
  obligationsSettings,
  type ObligationsSettings,
} from "../compliance/obligations-settings.ts";
import { reviewSettings, type ReviewSettings } from "../compliance/review-settings.ts";
import {
  type PatchesDraftSettings,
  patchesDraftSettings,
} from "../compliance/patches-draft-settings.ts";
import { type PolicyCheckSettings, policyCheckSettings } from "../compliance/policy-settings.ts";
import { inventorySettings, type InventorySettings } from "../inventory/inventory-settings.ts";
import {
  type DoctorSettings,
  doctorSettings,
  type EmulatorSettings,
  emulatorSettings,
} from "../service/service-settings.ts";
import { type SourceSyncCliSettings, sourceSyncSettings } from "../sources/source-sync-settings.ts";
import { DEFAULT_POLICY_FILE } from "../../core/review/policy/policy-model.ts";
import { parseWords } from "../program.ts";
import { colorOf, connectionOf, type Environment, sourceOf } from "./common-settings.ts";
import { flagReader } from "./flag-values.ts";
import { UsageError } from "./usage-error.ts";

export { UsageError };

/** The policy file, relative to the working directory (the repository root). */
export { DEFAULT_POLICY_FILE };

export type {
  ColorSetting,
  ConnectionInput,
  Environment,
  SourceSettings,
} from "./common-settings.ts";
export type {
  EvidenceAppendSettings,
  EvidenceReportSettings,
  EvidenceVerifySettings,
  RemoteLedgerSettings,
} from "../evidence/evidence-settings.ts";
import { missingEntry } from "../../core/shared/collections.ts";
export type { SourceSyncCliSettings } from "../sources/source-sync-settings.ts";

export type CliSettings =
  | { command: "help"; text: string }
  | InventorySettings
  | EvidenceVerifySettings
  | EvidenceAppendSettings
  | EvidenceReportSettings
  | EvidencePopulationsSettings
  | ObligationsSettings
  | ReviewSettings
  | PatchesDraftSettings
  | PolicyCheckSettings
  | DoctorSettings
  | EmulatorSettings
  | SourceSyncCliSettings;

export function parseCliArgs(argv: readonly string[], environment: Environment): CliSettings {
  const words = parseWords(argv);
  if ("text" in words) return words;
  const { values, positionals } = words;
  const connection = connectionOf(values, environment.env);
  const source = sourceOf(values, positionals, environment.cwd);

  switch (words.command) {
    case "evidence verify":
      return evidenceVerifySettings(flagReader(values), environment.env);
    case "evidence append":
      return evidenceAppendSettings(flagReader(values), environment.env, { source, connection });
    case "evidence report":
      return evidenceReportSettings(values);
    case "evidence populations":
      return evidencePopulationsSettings(values);
    case "obligations":
      return obligationsSettings(values);
    case "review":
      return reviewSettings(values, { source, connection });
    case "policy check":
      return policyCheckSettings(values, source);
    case "patches draft":
      return patchesDraftSettings(values, source);
    case "doctor":
      return doctorSettings(values, connection, environment.env);
    case "emulator":
      return emulatorSettings(values);
    case "source sync":
      return sourceSyncSettings(
        values,
        // commander requires source sync's one argument, so it is there.
        positionals[0] ?? missingEntry("source sync's argument"),
        source.root,
      );
    case "drift":
    case "validate":
    case "fmt":
    case "plan":
    case "apply":
    case "import":
    case "export": {
      const color = colorOf(values, environment);
      const inputs = { source, connection, color, env: environment.env };
      return inventorySettings(words.command, values, inputs);
    }
    default:
      throw new Error(`no settings for the command ${words.command}`);
  }
}
