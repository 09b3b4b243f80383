// What to do about a refusal of the service, from its status and its own words. The spec shows no
// error bodies; the service's public documentation does: 401 for a missing, invalid or expired key,
// 403 for what the key's `api_user` role may not do, 422 naming the field of the body it refused,
// and 429 with advice to back off exponentially from 1 s to 60 s with jitter.

/** Backoff after a 429 that names no Retry-After: 1 s doubling to 60 s, with full jitter. */
export const THROTTLE_BACKOFF = { baseDelayMs: 1000, maxDelayMs: 60_000 } as const;

/** Where the key and URL were set ("CIP_API_KEY", "input api-key", ...), for the advice. */
export interface SettingSources {
  keySource: string;
  urlSource: string;
}

/** The service's sentence says that the key is known but past its expiry. */
export function saysKeyExpired(message: string | undefined): boolean {
  return message !== undefined && /\bexpired\b/i.test(message);
}

/**
 * The field a 422's sentence names ("Field 'cyberSystemId' is required", "\"name\" must be a
 * string", "asset_type must be hardware or software"), or undefined when it names none.
 */
export function refusedField(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  // "asset_type must be hardware or software": a snake_case or camelCase word first.
  const leading = /^([a-z]+(?:_[a-z]+)+|[a-z]+[A-Z]\w*)\b/.exec(message)?.[1];
  const named = /\bfield\s+([A-Za-z_][\w.-]{0,63})\b/i.exec(message)?.[1];
  const quoted = /(?:^|[\s(:])["'`]([A-Za-z_][\w.-]{0,63})["'`]/.exec(message)?.[1];
  return leading ?? named ?? quoted;
}

/** The advice after a refusal with this status and service sentence, or undefined. */
export function refusalAdvice(
  status: number,
  message: string | undefined,
  sources: SettingSources,
): string | undefined {
  const { keySource } = sources;
  switch (status) {
    case 401:
      return saysKeyExpired(message)
        ? expiredKeyAdvice(keySource)
        : `check the API key in ${keySource}`;
    case 403:
      return `the API key's role (api_user) may not do this: API keys read facilities, control centers and cyber systems and change cyber assets only; if this operation should be allowed, ask an Organization Admin to check the key's organization and permissions`;
    case 422: {
      const field = refusedField(message);
      const what =
        field === undefined ? "the request body" : `the field "${field}" of the request body`;
      return `the service refused ${what} and the request was not repeated: correct the value in the inventory and plan again`;
    }
  }
  return undefined;
}

/** The rotation advice for an expired key, naming the setting that holds it. */
export function expiredKeyAdvice(keySource: string): string {
  return `the API key in ${keySource} has expired: ask an Organization Admin to generate a new key and set ${keySource} to it; generating a key does not revoke the old one, so both work until the Admin revokes the old key once the new one is in use`;
}
