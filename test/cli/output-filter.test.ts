// The one filter every CLI write goes through: each secret the environment holds (the API key, the
// GitHub and source tokens, the proxy's credentials) is masked, whichever command printed it.
import { describe, expect, it } from "vitest";
import { outputFilter } from "../../src/cli/shared/output-filter.ts";

describe("the CLI's output filter", () => {
  it.each<[string, Record<string, string>, string]>([
    ["the API key", { CIP_API_KEY: "cip-api-key-0123456789" }, "cip-api-key-0123456789"],
    ["a NetBox token", { NETBOX_TOKEN: "0123456789abcdef0123" }, "0123456789abcdef0123"],
    ["a GitHub token", { GITHUB_TOKEN: "ghp_abcdefghijklmnop" }, "ghp_abcdefghijklmnop"],
    [
      "a notification URL",
      { CIP_NOTIFY_URL: "https://hooks.example/T0/B0/secret0123" },
      "https://hooks.example/T0/B0/secret0123",
    ],
    ["proxy credentials", { HTTPS_PROXY: "http://user:pa55word-0123@proxy:3128" }, "pa55word-0123"],
  ])("masks %s", (_case, env, secret) => {
    const filter = outputFilter(env);
    expect(filter(`error: the source printed ${secret} and ${encodeURIComponent(secret)}\n`)).toBe(
      "error: the source printed *** and ***\n",
    );
  });
});
