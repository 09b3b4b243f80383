// Keeps secrets (the API key, the proxy's credentials, the GitHub token) out of every message we
// print, store or pass on. A service, proxy or library may echo a secret back in any of the forms
// it travels in, so each form is masked; and every secret is masked before any text is cut.

const MASK = "***";

/**
 * Secrets shorter than this are refused wherever they are set (API key, proxy password): masking
 * "x" would garble every word with an x in it and, by the gaps, give the secret away.
 */
export const MIN_SECRET_LENGTH = 8;

/** The message refusing a secret too short to mask, or undefined. `source` names its setting. */
export function shortSecretProblem(secret: string, source: string): string | undefined {
  if (secret.length >= MIN_SECRET_LENGTH) return undefined;
  return `${source} is shorter than ${MIN_SECRET_LENGTH} characters, too short to be masked in output: set ${source} to the full secret as issued`;
}

/**
 * `text` with every occurrence of `secret` (raw, URL-encoded, JSON-escaped, base64) masked. A
 * secret shorter than MIN_SECRET_LENGTH is refused before it is used, so it is left unmasked
 * rather than garbling the message that refuses it (or the emulator's banner of demo keys).
 */
export function redactSecret(text: string, secret: string): string {
  return redactSecrets(text, [secret]);
}

/**
 * `text` as one line of at most `maxLength` characters (then "..."), with every one of `secrets`
 * masked. The whole raw text is redacted before whitespace is collapsed or the text is cut: a
 * secret cut in half, or with its spaces collapsed, no longer matches, so masking afterwards alone
 * would let its first characters through. The final text is redacted again, in case shortening
 * joined a form anew.
 */
export function redactedLine(text: string, secrets: readonly string[], maxLength: number): string {
  const oneLine = redactSecrets(text, secrets).replace(/\s+/g, " ").trim();
  const short = oneLine.length > maxLength ? `${oneLine.slice(0, maxLength)}...` : oneLine;
  return redactSecrets(short, secrets);
}

// Output is redacted on every write with the same few secrets: compute their forms once each.
const cachedForms = new Map<string, string[]>();
const MAX_CACHED_SECRETS = 16;

/** The forms of `secret` a service, proxy or library may echo it in. */
function formsOf(secret: string): string[] {
  const cached = cachedForms.get(secret);
  if (cached !== undefined) return cached;
  const base64 = bytesToBase64(new TextEncoder().encode(secret));
  const unpadded = base64.replace(/=+$/, "");
  const forms = new Set([
    secret,
    encodeURIComponent(secret),
    JSON.stringify(secret).slice(1, -1),
    base64,
    unpadded,
    unpadded.replace(/\+/g, "-").replace(/\//g, "_"),
  ]);
  if (cachedForms.size >= MAX_CACHED_SECRETS) cachedForms.clear();
  cachedForms.set(secret, [...forms]);
  return [...forms];
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * `text` with each of `secrets` masked, as redactSecret masks one: the one function every sink and
 * every message uses for the API key, the proxy credentials and the GitHub token. The forms of all
 * secrets are masked longest first, so that "user:password" is masked whole, not around "***".
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  const forms = secrets
    .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
    .flatMap(formsOf)
    .sort((a, b) => b.length - a.length);
  let redacted = text;
  for (const form of forms) redacted = redacted.split(form).join(MASK);
  return redacted;
}

/**
 * `value` (JSON-like: records, drafts) with each of `secrets` masked in every string, keys
 * included: for what is stored rather than printed (the evidence ledger), where masking the
 * serialised text could break its syntax.
 */
export function redactSecretsInValue<T>(value: T, secrets: readonly string[]): T {
  const redact = (inner: unknown): unknown => {
    if (typeof inner === "string") return redactSecrets(inner, secrets);
    if (Array.isArray(inner)) return inner.map(redact);
    if (inner === null || typeof inner !== "object") return inner;
    return Object.fromEntries(
      Object.entries(inner).map(([key, entry]) => [redactSecrets(key, secrets), redact(entry)]),
    );
  };
  return redact(value) as T;
}

/** Schemes whose URLs git remotes use; anything else with a colon is scp-like `[user@]host:path`. */
const URL_SCHEMES = new Set(["http:", "https:", "ssh:", "git:", "file:", "ftp:", "ftps:"]);

/**
 * A git remote's URL with any user name and password (a token pasted into an https remote) and
 * any query or fragment left out: what may be stored. `https://user:token@host/o/r.git` becomes
 * `https://host/o/r.git`, `git@host:o/r.git` becomes `host:o/r.git`; a local path is kept.
 */
export function remoteWithoutCredentials(remote: string): string {
  const url = URL.parse(remote);
  if (url !== null && URL_SCHEMES.has(url.protocol)) {
    url.username = "";
    url.password = "";
    url.search = "";
    url.hash = "";
    return url.href;
  }
  // scp-like syntax: everything up to the last "@" before the host is the user (and a password).
  const scp = /^(?:[^/]*@)?([^@/:]+):([\s\S]*)$/.exec(remote);
  if (scp !== null) return `${scp[1]}:${scp[2]}`;
  return remote;
}
