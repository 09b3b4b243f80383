// Whether the default branch requires cip-sync/policy, judged from what each source of rules
// answered: every combination of the rulesets' answer and classic protection's, with the exact text
// the Action and doctor print. Protection is claimed only where a rule that was read names it.
import { describe, expect, it } from "vitest";
import {
  type BranchRequirementFacts,
  judgePolicyStatusRequirement,
  type PolicyStatusRequirement,
} from "../../../src/core/review/required-policy-status.ts";

type Rulesets = BranchRequirementFacts["rulesets"];
type Classic = BranchRequirementFacts["classic"];

const RULESETS: Record<string, Rulesets> = {
  "a ruleset requires it": {
    kind: "read",
    value: [
      { rulesetId: 7, source: "grid-east/inventory", contexts: ["build"] },
      { rulesetId: 42, source: "grid-east", contexts: ["lint", "cip-sync/policy"] },
    ],
  },
  "rulesets require other checks": {
    kind: "read",
    value: [{ rulesetId: 7, source: "grid-east/inventory", contexts: ["build", "lint", "build"] }],
  },
  "no ruleset rule": { kind: "read", value: [] },
  "rulesets absent": { kind: "absent" },
  "rulesets unreadable": { kind: "unreadable", why: "HTTP 500: Server Error" },
};

const CLASSIC: Record<string, Classic> = {
  "classic requires it": { kind: "read", value: { contexts: ["cip-sync/policy", "build"] } },
  "classic requires other checks": { kind: "read", value: { contexts: ["build"] } },
  "classic requires no check": { kind: "read", value: { contexts: [] } },
  "classic absent": { kind: "absent" },
  "classic unreadable": {
    kind: "unreadable",
    why: "HTTP 403: Resource not accessible by integration",
  },
  "classic not read": undefined,
};

const REQUIRED = (by: string) =>
  `The default branch main requires the status cip-sync/policy (${by}): GitHub merges a pull request into it only once that status succeeds, except by someone these rules let bypass them.`;
const FIX = `add a branch ruleset targeting the default branch (Settings > Rules > Rulesets) with "Require status checks to pass" and the check cip-sync/policy, or add it to the branch protection's required status checks`;
const NOT_REQUIRED = (held: string) =>
  `The default branch main does not require the status cip-sync/policy (${held}): a refusal by the gate is only a record: GitHub will merge a refused change, and the next pull request is judged on it. To make GitHub enforce the gate, ${FIX}.`;
const UNKNOWN = (unread: string) =>
  `Whether the default branch main requires the status cip-sync/policy cannot be told: ${unread}. Until that is known, a refusal by the gate may be only a record: ${FIX}; a ruleset can be read with any token that reads the repository.`;
const RULESETS_UNREAD =
  "the rulesets on it could not be read (HTTP 500: Server Error): reading them needs a token that may read the repository";
const CLASSIC_UNREAD =
  "its classic branch protection could not be read (HTTP 403: Resource not accessible by integration): reading classic branch protection needs a token with the repository permission Administration: read, which a workflow's GITHUB_TOKEN never has";
const CLASSIC_NOT_READ = "its classic branch protection was not read";
const BY_RULESET = "ruleset 42 (grid-east)";
const BY_CLASSIC = "classic branch protection";

const required = (by: string[], text: string): PolicyStatusRequirement => ({
  kind: "required",
  by,
  text,
});
const notRequired = (text: string): PolicyStatusRequirement => ({ kind: "not-required", text });
const unknown = (text: string): PolicyStatusRequirement => ({ kind: "unknown", text });

const OTHER_RULES = "its rulesets require only build and lint";
const NO_RULES = "no ruleset requires a status check on it";

// [rulesets, classic, outcome]: every combination of the two answers.
const TABLE: [string, string, PolicyStatusRequirement][] = [
  ...Object.keys(CLASSIC).map((classic): [string, string, PolicyStatusRequirement] => [
    "a ruleset requires it",
    classic,
    classic === "classic requires it"
      ? required([BY_RULESET, BY_CLASSIC], REQUIRED(`${BY_RULESET} and ${BY_CLASSIC}`))
      : required([BY_RULESET], REQUIRED(BY_RULESET)),
  ]),
  ...["rulesets require other checks", "no ruleset rule", "rulesets absent"].flatMap(
    (rulesets): [string, string, PolicyStatusRequirement][] => {
      const held = rulesets === "rulesets require other checks" ? OTHER_RULES : NO_RULES;
      return [
        [rulesets, "classic requires it", required([BY_CLASSIC], REQUIRED(BY_CLASSIC))],
        [
          rulesets,
          "classic requires other checks",
          notRequired(NOT_REQUIRED(`${held} and its branch protection requires only build`)),
        ],
        [
          rulesets,
          "classic requires no check",
          notRequired(NOT_REQUIRED(`${held} and its branch protection requires no status check`)),
        ],
        [
          rulesets,
          "classic absent",
          notRequired(NOT_REQUIRED(`${held} and it has no classic branch protection`)),
        ],
        [rulesets, "classic unreadable", unknown(UNKNOWN(CLASSIC_UNREAD))],
        [rulesets, "classic not read", unknown(UNKNOWN(CLASSIC_NOT_READ))],
      ];
    },
  ),
  ["rulesets unreadable", "classic requires it", required([BY_CLASSIC], REQUIRED(BY_CLASSIC))],
  ["rulesets unreadable", "classic requires other checks", unknown(UNKNOWN(RULESETS_UNREAD))],
  ["rulesets unreadable", "classic requires no check", unknown(UNKNOWN(RULESETS_UNREAD))],
  ["rulesets unreadable", "classic absent", unknown(UNKNOWN(RULESETS_UNREAD))],
  [
    "rulesets unreadable",
    "classic unreadable",
    unknown(UNKNOWN(`${RULESETS_UNREAD} and ${CLASSIC_UNREAD}`)),
  ],
  [
    "rulesets unreadable",
    "classic not read",
    unknown(UNKNOWN(`${RULESETS_UNREAD} and ${CLASSIC_NOT_READ}`)),
  ],
];

describe("judgePolicyStatusRequirement", () => {
  it("covers every combination of the two sources' answers once", () => {
    const combinations = TABLE.map(([rulesets, classic]) => `${rulesets} / ${classic}`);
    expect(new Set(combinations).size).toBe(
      Object.keys(RULESETS).length * Object.keys(CLASSIC).length,
    );
    expect(combinations).toHaveLength(new Set(combinations).size);
  });

  it.each(TABLE)("%s, %s", (rulesets, classic, outcome) => {
    const facts: BranchRequirementFacts = {
      kind: "branch",
      repository: "grid-east/inventory",
      branch: "main",
      rulesets: RULESETS[rulesets]!,
      classic: CLASSIC[classic],
    };
    expect(judgePolicyStatusRequirement(facts)).toEqual(outcome);
  });

  it("names a ruleset without an id or source as GitHub gave it", () => {
    const facts: BranchRequirementFacts = {
      kind: "branch",
      repository: "grid-east/inventory",
      branch: "main",
      rulesets: {
        kind: "read",
        value: [{ rulesetId: undefined, source: undefined, contexts: ["cip-sync/policy"] }],
      },
      classic: undefined,
    };
    expect(judgePolicyStatusRequirement(facts)).toEqual(
      required(["a ruleset"], REQUIRED("a ruleset")),
    );
  });

  it.each([
    ["a context that differs in case", "CIP-sync/policy"],
    ["a per-workspace look-alike", "cip-sync/policy/alpha"],
  ])("does not take %s for the status", (_case, context) => {
    const facts: BranchRequirementFacts = {
      kind: "branch",
      repository: "grid-east/inventory",
      branch: "main",
      rulesets: { kind: "read", value: [{ rulesetId: 1, source: "x/y", contexts: [context] }] },
      classic: { kind: "read", value: { contexts: [context] } },
    };
    expect(judgePolicyStatusRequirement(facts).kind).toBe("not-required");
  });

  it("cannot tell when the default branch itself could not be named", () => {
    expect(
      judgePolicyStatusRequirement({
        kind: "no-branch",
        repository: "grid-east/inventory",
        why: "the event names no default branch and GET /repos/grid-east/inventory answered HTTP 404: Not Found",
      }),
    ).toEqual(
      unknown(
        "Whether the default branch of grid-east/inventory requires the status cip-sync/policy cannot be told: the event names no default branch and GET /repos/grid-east/inventory answered HTTP 404: Not Found.",
      ),
    );
  });
});
