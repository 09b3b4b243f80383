// `policy check --approvals FILE` offline: what the file may hold, the exact refusal of what it
// may not, the approvals and memberships it stands for, and which teams membership is decided for.
import { describe, expect, it } from "vitest";
import {
  namedTeams,
  parseOfflineApprovals,
} from "../../../../src/core/review/policy/offline-approvals.ts";
import type { Policy } from "../../../../src/core/review/policy/policy-model.ts";
import { BASE, issuePolicy } from "./policy-fixtures.ts";

const SOURCE = "approvals.json";
const ALPHA_TEAM = "acme/alpha-protection";
const COMPLIANCE = "acme/cip-compliance";
const DELEGATES = "acme/cip-senior-manager-delegates";
const EXAMPLE = `write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`;

describe("parseOfflineApprovals", () => {
  it("takes each entry as an approval of the head commit by someone who did not write the change, a member of the teams it lists (in any case) and of no other", () => {
    const text = JSON.stringify([
      { login: "alice", teams: ["ACME/Alpha-Protection"], body: "/override-freeze reason here" },
      { login: "bob" },
    ]);
    expect(parseOfflineApprovals(text, SOURCE, [ALPHA_TEAM, COMPLIANCE])).toStrictEqual({
      approvals: [
        {
          login: "alice",
          onHeadCommit: true,
          authorOrCommitter: false,
          bot: false,
          body: "/override-freeze reason here",
        },
        { login: "bob", onHeadCommit: true, authorOrCommitter: false, bot: false, body: "" },
      ],
      memberships: [
        { team: ALPHA_TEAM, login: "alice", membership: { state: "member" } },
        { team: COMPLIANCE, login: "alice", membership: { state: "not-member" } },
        { team: ALPHA_TEAM, login: "bob", membership: { state: "not-member" } },
        { team: COMPLIANCE, login: "bob", membership: { state: "not-member" } },
      ],
    });
  });

  it("an empty array is no approval", () => {
    expect(parseOfflineApprovals("[]", SOURCE, [ALPHA_TEAM])).toStrictEqual({
      approvals: [],
      memberships: [],
    });
  });

  it("refuses text that is not JSON, saying why and what to write", () => {
    const text = "[{";
    let parseError: unknown;
    try {
      JSON.parse(text);
    } catch (error) {
      parseError = error;
    }
    const thrown = (() => {
      try {
        parseOfflineApprovals(text, SOURCE, []);
      } catch (error) {
        return error as Error;
      }
      return undefined;
    })();
    expect(thrown?.message).toBe(
      `${SOURCE} is not valid JSON (${(parseError as Error).message}); ${EXAMPLE}`,
    );
    expect(thrown?.cause).toBeInstanceOf(SyntaxError);
  });

  it.each([
    ["not an array", `{"login": "alice"}`, "$", "Invalid input: expected array, received object"],
    [
      "a team without its organization",
      `[{"login": "alice", "teams": ["alpha"]}]`,
      "$[0].teams[0]",
      "must be a team as org/team-slug",
    ],
    [
      "a user login in place of a team",
      `[{"login": "alice", "teams": ["alice"]}]`,
      "$[0].teams[0]",
      "must be a team as org/team-slug",
    ],
    [
      "a team of the right shape that is no GitHub name",
      `[{"login": "alice", "teams": ["acme/alpha protection"]}]`,
      "$[0].teams[0]",
      "must be a team as org/team-slug",
    ],
    [
      "a login that is no GitHub login",
      `[{"login": "al ice"}]`,
      "$[0].login",
      "must be a GitHub login",
    ],
  ])("refuses %s, naming where", (_name, text, where, message) => {
    expect(() => parseOfflineApprovals(text, SOURCE, [ALPHA_TEAM])).toThrow(
      new Error(`${SOURCE} at ${where}: ${message}; ${EXAMPLE}`),
    );
  });

  it("accepts a well-formed team", () => {
    const text = `[{"login": "alice", "teams": ["acme/alpha-protection"]}]`;
    expect(parseOfflineApprovals(text, SOURCE, [ALPHA_TEAM]).memberships).toStrictEqual([
      { team: ALPHA_TEAM, login: "alice", membership: { state: "member" } },
    ]);
  });
});

describe("namedTeams", () => {
  it("names each team of the owners, the rules and the overrides once, and no user", () => {
    expect(namedTeams(issuePolicy(), BASE.values())).toStrictEqual([
      ALPHA_TEAM,
      COMPLIANCE,
      DELEGATES,
    ]);
  });

  it("a freeze without an override names nobody", () => {
    const policy = issuePolicy();
    const [freeze] = policy.freezes;
    const withoutOverride = { ...freeze! };
    delete withoutOverride.overrideFrom;
    const withBoth: Policy = { ...policy, freezes: [withoutOverride, freeze!] };
    expect(namedTeams(withBoth, [])).toStrictEqual([COMPLIANCE, DELEGATES]);
    expect(namedTeams({ ...policy, freezes: [withoutOverride] }, [])).toStrictEqual([COMPLIANCE]);
  });
});
