// What the fake GitHub's collaborator permission endpoint makes of each approver's account, and
// that a lookup that fails (a server error, an unknown login) becomes its reason, not an error.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApproverAccounts } from "../../../src/github/review/approver-accounts.ts";
import { type FakeGitHub, startFakeGitHub } from "../../support/fake-github.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";

const repository = { owner: "grid-east", repo: "inventory" };
let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({ ...repository, tokens: { ghs: { kind: "integration" } } });
});

afterEach(async () => {
  await github.close();
});

describe("approver accounts", () => {
  it("reads each login's type and permission once, skips [bot] logins and keeps failures as reasons", async () => {
    github.accounts.set("mia", { type: "User", role: "maintain" });
    github.accounts.set("helper", { type: "Bot", role: "write" });
    github.accounts.set("gone", { status: 404 });
    github.accounts.set("flaky", { status: 500 });
    const accounts = new ApproverAccounts(unthrottledGitHubClient("ghs", github.url), repository);
    const first = await accounts.of(["mia", "helper", "gone", "flaky", "renovate[bot]"]);
    const again = await accounts.of(["mia", "flaky", "wendy"]);
    expect(Object.fromEntries(first)).toEqual({
      mia: { kind: "read", type: "User", permission: "write", roleName: "maintain" },
      helper: { kind: "read", type: "Bot", permission: "write", roleName: "write" },
      gone: { kind: "unreadable", why: "GitHub answered HTTP 404" },
      flaky: { kind: "unreadable", why: "GitHub answered HTTP 500" },
    });
    expect(again.get("wendy")).toEqual({
      kind: "read",
      type: "User",
      permission: "write",
      roleName: "write",
    });
    const asked = github.requests.map((request) => request.path.split("/").at(-2));
    expect(asked.sort()).toEqual(["flaky", "gone", "helper", "mia", "wendy"]);
  });

  it("reads each approver's public e-mail once, null when the account shows none", async () => {
    github.emails.set("dave", "dave@grid-east.example");
    const accounts = new ApproverAccounts(unthrottledGitHubClient("ghs", github.url), repository);
    const first = await accounts.emails(["dave", "erin"]);
    const again = await accounts.emails(["dave"]);
    expect(Object.fromEntries(first)).toEqual({
      dave: { kind: "read", email: "dave@grid-east.example" },
      erin: { kind: "read", email: null },
    });
    expect(again.get("dave")).toEqual(first.get("dave"));
    expect(github.requests.map(({ path }) => path).sort()).toEqual(["/users/dave", "/users/erin"]);
  });

  it("asks once for a login wanted by calls in flight together, and keeps accounts apart from e-mails", async () => {
    github.accounts.set("mia", { type: "User", role: "write" });
    github.emails.set("mia", "mia@grid-east.example");
    const accounts = new ApproverAccounts(unthrottledGitHubClient("ghs", github.url), repository);
    const [first, second, email] = await Promise.all([
      accounts.of(["mia", "mia"]),
      accounts.of(["mia"]),
      accounts.emails(["mia"]),
    ]);
    expect([...first.keys()]).toEqual(["mia"]);
    expect(second.get("mia")).toEqual(first.get("mia"));
    expect(first.get("mia")).toMatchObject({ kind: "read", type: "User" });
    expect(email.get("mia")).toEqual({ kind: "read", email: "mia@grid-east.example" });
    expect(github.requests.map(({ path }) => path).sort()).toEqual([
      "/repos/grid-east/inventory/collaborators/mia/permission",
      "/users/mia",
    ]);
  });
});
