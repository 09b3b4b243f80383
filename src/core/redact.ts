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
