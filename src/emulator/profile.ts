// The emulator's two behaviours. `spec` (the default) is the contract: the spec's error envelope
// `{"error": {"code", "message"}}`, keys that never expire, Retry-After on every 429, assets with
// the spec's fields only. `documented` answers as the service's public documentation shows it:
// `{"error": "<status text>", "message"}` bodies, 401 "API key has expired" for a seed's
// `expired_api_keys`, 429 without Retry-After, and `created_at`/`updated_at` on assets.
import { STATUS_CODES } from "node:http";
import type { Refusal } from "./store.ts";

export const EMULATOR_PROFILES = ["spec", "documented"] as const;
export type EmulatorProfile = (typeof EMULATOR_PROFILES)[number];

/** The body of an error answer in this profile's shape. */
export function errorBody(refusal: Refusal, profile: EmulatorProfile): string {
  if (profile === "documented") {
    const error = STATUS_CODES[refusal.status] ?? "Error";
    return JSON.stringify({ error, message: refusal.message });
  }
  return JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
}

/** How a key is known: one of an organization's keys, one of its expired keys, or neither. */
export type KeyStanding = "missing" | "unknown" | "expired";

/**
 * The 401 for a key that opens nothing. The spec profile gives one answer for every case (keys do
 * not expire there: an expired key is just unknown); the documented profile tells them apart.
 */
export function unauthenticated(standing: KeyStanding, profile: EmulatorProfile): Refusal {
  const code = "unauthenticated";
  if (profile === "spec") {
    return {
      status: 401,
      code,
      message:
        "Missing or invalid X-API-Key header; send an API key an Organization Admin generated for your organization.",
    };
  }
  const message = {
    missing: "Missing X-API-Key header",
    unknown: "Invalid API key",
    expired: "API key has expired",
  }[standing];
  return { status: 401, code, message };
}

/** The headers of a 429: the spec profile says when to retry, the documented one does not. */
export function rateLimitHeaders(
  retryAfterSeconds: number,
  profile: EmulatorProfile,
): Record<string, string> {
  return profile === "spec" ? { "retry-after": String(retryAfterSeconds) } : {};
}
