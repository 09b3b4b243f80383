// The flags of the connection to the service, one definition for every command that reads it (the
// inventory commands, review, doctor, and evidence append --monitoring --listing).
import { SHARED_NUMBER_SETTINGS } from "../core/shared/number-setting.ts";
import type { OptionSpec } from "./command-spec.ts";

export const CONNECTION: readonly OptionSpec[] = [
  { flags: "--api-url <url>", description: "base URL of the service (default: $CIP_API_URL)" },
  {
    flags: "--request-timeout <seconds>",
    description: `how long one request may wait for its answer (default: ${SHARED_NUMBER_SETTINGS["request-timeout"].default})`,
  },
];
