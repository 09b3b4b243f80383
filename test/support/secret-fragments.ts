// What "no part of a secret" means in the tests: no run of 4 characters of it, raw or as the
// Basic header's base64 of "user:password", anywhere in a text.
import { expect } from "vitest";

/** Every run of 4 characters of `password` and of the base64 of `user:password`. */
function fragmentsOf(user: string, password: string): string[] {
  const forms = [password, Buffer.from(`${user}:${password}`).toString("base64")];
  return forms.flatMap((form) =>
    Array.from({ length: form.length - 3 }, (_, at) => form.slice(at, at + 4)),
  );
}

/** Fails when `text` holds any fragment of the proxy credentials `user:password`. */
export function expectNoFragmentOf(text: string, user: string, password: string): void {
  for (const fragment of fragmentsOf(user, password)) expect(text).not.toContain(fragment);
}
