// The flags of the connection to the service, one definition for every command that reads it (the
// inventory commands, review, doctor, and evidence append --monitoring --listing); and doctor's
// flags of the GitHub repository it checks.
import { DEFAULT_LEDGER_ENVIRONMENT } from "../core/evidence/chain/writer-boundary.ts";
import { SHARED_NUMBER_SETTINGS } from "../core/shared/number-setting.ts";
import type { OptionSpec } from "./command-spec.ts";

export const CONNECTION: readonly OptionSpec[] = [
  { flags: "--api-url <url>", description: "base URL of the service (default: $CIP_API_URL)" },
  {
    flags: "--request-timeout <seconds>",
    description: `how long one request may wait for its answer (default: ${SHARED_NUMBER_SETTINGS["request-timeout"].default})`,
  },
];

/** `doctor`'s repository, and the environment whose deployment branches its check `writer` reads. */
export const DOCTOR_GITHUB: readonly OptionSpec[] = [
  {
    flags: "--repo <owner/repo>",
    description:
      "check that its default branch requires cip-sync/policy, with GITHUB_TOKEN (default: GITHUB_REPOSITORY, when GITHUB_TOKEN is set)",
  },
  {
    flags: "--ledger-environment <name>",
    description: `the environment that holds the ledger writer's key (CIP_SYNC_LEDGER_KEY), whose deployment branches must be the default branch alone (default: ${DEFAULT_LEDGER_ENVIRONMENT})`,
  },
];
