// The one error the API client throws: what was sent, what came back, and whether the request
// may have taken effect. Its message is already redacted.
import { STATUS_CODES } from "node:http";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

export interface ApiErrorFields {
  method: string;
  path: string;
  status: number | undefined;
  serviceMessage: string | undefined;
  /** True when the request may have taken effect although no success was seen. */
  ambiguous: boolean;
  /** What went wrong, after "<METHOD> <path> failed: ". Already redacted. */
  reason: string;
  /** What to check, after the reason and "; " (the setting that is likely wrong). */
  hint?: string | undefined;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly serviceMessage: string | undefined;
  readonly ambiguous: boolean;

  constructor(fields: ApiErrorFields) {
    // The service's own sentence may end in a full stop: the hint follows it without doubling.
    const reason =
      fields.hint === undefined ? fields.reason : fields.reason.replace(/[.;,\s]+$/, "");
    const hint = fields.hint === undefined ? "" : `; ${fields.hint}`;
    super(`${fields.method} ${fields.path} failed: ${reason}${hint}`);
    this.method = fields.method;
    this.path = fields.path;
    this.status = fields.status;
    this.serviceMessage = fields.serviceMessage;
    this.ambiguous = fields.ambiguous;
  }
}

/** "404 Not Found", or the bare number for a status Node has no name for. */
export function statusLine(status: number): string {
  const text = STATUS_CODES[status];
  return text === undefined ? `${status}` : `${status} ${text}`;
}
