// The one filter every CLI write goes through: each secret the environment holds (the API key, the
// GitHub and source tokens, the proxy's credentials) is masked, whichever command printed it.
import { describe, expect, it } from "vitest";
import { outputFilter } from "../../src/cli/shared/output-filter.ts";

describe("the CLI's output filter", () => {
  it.each<[string, Record<string, string>, string]>([
    ["the API key", { CIP_API_KEY: "cip-api-key-0123456789" }, "cip-api-key-0123456789"],
    ["a NetBox token", { NETBOX_TOKEN: "0123456789abcdef0123" }, "0123456789abcdef0123"],
    ["a ServiceNow password", { SERVICENOW_PASSWORD: "sn-pass-0123456789" }, "sn-pass-0123456789"],
    ["a ServiceNow token", { SERVICENOW_TOKEN: "sn-oauth-0123456789" }, "sn-oauth-0123456789"],
    ["a Tenable OT key", { TENABLE_OT_API_KEY: "tot-key-0123456789" }, "tot-key-0123456789"],
    ["a Nozomi password", { NOZOMI_PASSWORD: "nz-pass-0123456789" }, "nz-pass-0123456789"],
    ["a Nozomi key token", { NOZOMI_KEY_TOKEN: "nz-token-0123456789" }, "nz-token-0123456789"],
    [
      "a platform's user:password, whose base64 is its Basic header",
      { SERVICENOW_USER: "reader", SERVICENOW_PASSWORD: "sn-pass-0123456789" },
      "reader:sn-pass-0123456789",
    ],
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

  it.each([
    ["SERVICENOW_USER", "SERVICENOW_PASSWORD"],
    ["NOZOMI_USER", "NOZOMI_PASSWORD"],
  ])("masks the Basic header of %s and %s, base64 and all", (user, password) => {
    const filter = outputFilter({ [user]: "reader", [password]: "pa55-0123456789" });
    const header = Buffer.from("reader:pa55-0123456789").toString("base64");
    expect(filter(`Authorization: Basic ${header}\n`)).toBe("Authorization: Basic ***\n");
  });
});
