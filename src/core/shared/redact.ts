// Keeps the API key out of every message we print, store or pass on. A service, proxy or library
// may echo the key back in any of the forms it travels in, so each form is masked.

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
  if (secret.length < MIN_SECRET_LENGTH) return text;
  let redacted = text;
  for (const form of formsOf(secret)) redacted = redacted.split(form).join(MASK);
  return redacted;
}

/**
 * `text` as one line of at most `maxLength` characters (then "..."), with `secret` masked. The
 * whole raw text is redacted before whitespace is collapsed or the text is cut: a key cut in half,
 * or with its spaces collapsed, no longer matches, so masking afterwards alone would let its first
 * characters through. The final text is redacted again, in case shortening joined a form anew.
 */
export function redactedLine(text: string, secret: string, maxLength: number): string {
  const oneLine = redactSecret(text, secret).replace(/\s+/g, " ").trim();
  const short = oneLine.length > maxLength ? `${oneLine.slice(0, maxLength)}...` : oneLine;
  return redactSecret(short, secret);
}

// Output is redacted on every write with the same key: compute its forms once.
let cachedSecret: string | undefined;
let cachedForms: string[] = [];

/** The forms of `secret`, longest first so that a form containing another is masked whole. */
function formsOf(secret: string): string[] {
  if (secret === cachedSecret) return cachedForms;
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
  cachedSecret = secret;
  cachedForms = [...forms].sort((a, b) => b.length - a.length);
  return cachedForms;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `text` with each of `secrets` masked, as redactSecret masks one (the key and proxy credentials). */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  return secrets.reduce(redactSecret, text);
}
