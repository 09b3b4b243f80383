// Command-line arguments and environment, parsed once into typed settings: each command family
// reads its own flags (inventory/, evidence/, compliance/, service/, sources/), this module only
// says which family a command belongs to. A family's settings are imported only when one of its
// commands runs: they bring that family's schemas and model, and the command line's start is part
// of every run (`source sync` need not load the evidence ledger's). Every mistake a user can make
// here is a UsageError naming the flag or variable and saying how to fix it.
import type {
  EvidenceAppendSettings,
  EvidenceHandoverSettings,
  EvidenceReportSettings,
  EvidencePopulationsSettings,
  EvidenceVerifySettings,
} from "../evidence/evidence-settings.ts";
import type { ObligationsSettings } from "../compliance/obligations-settings.ts";
import type { ReviewSettings } from "../compliance/review-settings.ts";
import type { PatchesDraftSettings } from "../compliance/patches-draft-settings.ts";
import type { PolicyCheckSettings } from "../compliance/policy-settings.ts";
import type { InventorySettings } from "../inventory/inventory-settings.ts";
import type { DoctorSettings, EmulatorSettings } from "../service/service-settings.ts";
import type { SourceSyncCliSettings } from "../sources/source-sync-settings.ts";
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
  | EvidenceHandoverSettings
  | ObligationsSettings
  | ReviewSettings
  | PatchesDraftSettings
  | PolicyCheckSettings
  | DoctorSettings
  | EmulatorSettings
  | SourceSyncCliSettings;

export async function parseCliArgs(
  argv: readonly string[],
  environment: Environment,
): Promise<CliSettings> {
  const words = parseWords(argv);
  if ("text" in words) return words;
  const { values, positionals } = words;
  const connection = connectionOf(values, environment.env);
  const source = sourceOf(values, positionals, environment.cwd);

  switch (words.command) {
    case "evidence verify":
      return (await evidence()).evidenceVerifySettings(flagReader(values), environment.env);
    case "evidence append":
      return (await evidence()).evidenceAppendSettings(flagReader(values), environment.env, {
        source,
        connection,
      });
    case "evidence report":
      return (await evidence()).evidenceReportSettings(values);
    case "evidence populations":
      return (await evidence()).evidencePopulationsSettings(values);
    case "evidence handover":
      return (await evidence()).evidenceHandoverSettings(values);
    case "obligations":
      return (await import("../compliance/obligations-settings.ts")).obligationsSettings(values);
    case "review":
      return (await import("../compliance/review-settings.ts")).reviewSettings(values, {
        source,
        connection,
      });
    case "policy check":
      return (await import("../compliance/policy-settings.ts")).policyCheckSettings(values, source);
    case "patches draft":
      return (await import("../compliance/patches-draft-settings.ts")).patchesDraftSettings(
        values,
        source,
      );
    case "doctor":
      return (await service()).doctorSettings(values, connection, environment.env);
    case "emulator":
      return (await service()).emulatorSettings(values);
    case "source sync":
      return (await import("../sources/source-sync-settings.ts")).sourceSyncSettings(
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
      const { inventorySettings } = await import("../inventory/inventory-settings.ts");
      return inventorySettings(words.command, values, inputs);
    }
    default:
      throw new Error(`no settings for the command ${words.command}`);
  }
}

function evidence() {
  return import("../evidence/evidence-settings.ts");
}

function service() {
  return import("../service/service-settings.ts");
}
