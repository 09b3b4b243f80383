// Why a run failed, as the failure-reason output names it (FAILURE_REASONS, core/review/outcomes.ts):
// one vocabulary for the routes that throw and the entry point that reports.
import type { FailureReason } from "../../core/review/outcomes.ts";
import { ApiError } from "../../io/service/api-error.ts";
import { ConnectionError } from "../../io/network/connection.ts";
import { SettingsError } from "../settings/settings.ts";

/** The run failed for a reason the user can act on; reported already, then set as failed. */
export class ActionFailure extends Error {
  override name = "ActionFailure";
  readonly reason: FailureReason;
  constructor(reason: FailureReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** The failure-reason output for any error a run throws. */
export function failureReasonOf(error: unknown): FailureReason {
  if (error instanceof ActionFailure) return error.reason;
  if (error instanceof SettingsError) return "settings";
  // The service could not be reached or refused the key while the live inventory was read.
  if (error instanceof ConnectionError || error instanceof ApiError) return "connection";
  return "error";
}
