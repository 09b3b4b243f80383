// Keeps the API key out of every message we print, store or pass on. A service, proxy or library
// may echo the key back in any of the forms it travels in, so each form is masked.

const MASK = "***";

/** `text` with every occurrence of `secret` (raw, URL-encoded, JSON-escaped, base64) masked. */
export function redactSecret(text: string, secret: string): string {
  if (secret === "") return text;
  let redacted = text;
  for (const form of formsOf(secret)) redacted = redacted.split(form).join(MASK);
  return redacted;
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
