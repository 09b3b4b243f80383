// A platform source's `url`: https://, or http:// to this machine only, and never with a user name
// or password in it; the credential comes from the environment only, and no message quotes an
// address that holds one.
import { z } from "zod";
import { isLoopback } from "../shared/loopback.ts";

/** Marks the issue of an address holding credentials: no other issue of it may echo it. */
export const URL_CREDENTIALS_ISSUE = "url-credentials";

/**
 * A platform's address: https://, or http:// to this machine only, and never with a user name or
 * password in it (the credential comes from the environment only).
 */
export function platformUrlSchema(platform: string, secret: string) {
  return z
    .url({ protocol: /^https?$/ })
    .refine((value) => !urlHoldsCredentials(value), {
      message: `holds a user name or password (before @); remove it and write the address alone: ${platform}'s credential is read from ${secret} only, never from the sources file`,
      params: { kind: URL_CREDENTIALS_ISSUE },
    })
    .refine((value) => plainHttpAllowed(value), {
      message: `uses http:// to another machine, where ${platform}'s credentials would cross the network in plain text; write its https:// address (http:// is for loopback only)`,
    })
    .meta({
      description: `${platform}'s base URL, without a user or password; the credential is read from ${secret}.`,
    });
}

/**
 * Whether an address (or a text meant as one) carries a user name or password: anything before an
 * "@" in its authority, as written (`user:pw@host`, with or without a scheme) or as a URL parser
 * reads it (`https:/user:pw@host`).
 */
export function urlHoldsCredentials(text: string): boolean {
  const rest = text.replace(/^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*/u, "");
  if ((/^[^/\\?#]*/u.exec(rest)?.[0] ?? "").includes("@")) return true;
  const url = URL.parse(text);
  return url !== null && (url.username !== "" || url.password !== "");
}

/**
 * Whether `url` is https://, or http:// to this machine: the token never crosses a network plain.
 * A value that is no address at all passes here: the url check beside this one reports it.
 */
function plainHttpAllowed(url: string): boolean {
  if (!URL.canParse(url)) return true;
  const { protocol, hostname } = new URL(url);
  return protocol !== "http:" || isLoopback(hostname);
}
