// Break-glass records, decided: what the ledger's draft of a CLI change record holds and why one
// cannot be sealed; which context a CLI record gets from what was read; the schema's rules tying
// origin, run id and run URL; and the history check that lets an operator commit such a record.
import { describe, expect, it } from "vitest";
import {
  breakGlassDraft,
  cliRunId,
  sealRefusals,
} from "../../../../src/core/evidence/records/break-glass.ts";
import { sealedAs } from "../../../../src/core/evidence/chain/record-files.ts";
import {
  buildChangeRecord,
  type ChangeContext,
} from "../../../../src/core/evidence/records/change-record.ts";
import {
  type CliFacts,
  cliChangeContext,
} from "../../../../src/core/evidence/records/cli-change-context.ts";
import {
  organizationOf,
  serviceContext,
} from "../../../../src/core/evidence/records/service-context.ts";
import { checkLedgerHistory } from "../../../../src/core/evidence/chain/evidence-history.ts";
import { type EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import { sealRecord } from "../../../../src/core/evidence/chain/record-files.ts";
import { evidenceRecordSchema } from "../../../../src/core/evidence/records/evidence-schema.ts";
import {
  changeDraft,
  day,
  driftPlan,
  LIVE,
  monitoringDraft,
} from "../../../support/evidence-records.ts";
import { applyResultOf, emptyPlan } from "../../../support/sample-plans.ts";
import {
  controlCenter,
  cyberSystem,
  facility,
  liveInventory,
  ORGANIZATION,
} from "../../../support/fixtures.ts";
import type { LiveInventory } from "../../../../src/core/shared/live-records.ts";
import type { ApplyResult } from "../../../../src/core/plan/plan-model.ts";

const COMMIT = "c".repeat(40);
const CONTEXT: ChangeContext = {
  tool_version: "0.3.0",
  repository: "https://github.com/grid/inventory.git",
  commit: COMMIT,
  tree_dirty: false,
  operator: { git_name: "Dana Operator", git_email: "dana@grid.example", os_user: "dana" },
};

function recordWith(
  context: Partial<ChangeContext>,
  outcomes: Parameters<typeof applyResultOf>[1] = {},
) {
  const plan = driftPlan();
  return buildChangeRecord(plan, applyResultOf(plan, outcomes), { ...CONTEXT, ...context });
}

describe("breakGlassDraft", () => {
  it.each([
    [
      "no commit",
      { commit: undefined },
      "it names no commit (context.commit): apply ran outside a git checkout",
    ],
    ["a commit that is not a SHA", { commit: "main" }, "it names no commit (context.commit)"],
    ["no repository", { repository: undefined }, "it names no repository (context.repository)"],
    ["no operator", { operator: undefined }, "it names no operator (context.operator)"],
  ])("refuses a record with %s", (_case, context, refusal) => {
    const drafted = breakGlassDraft(recordWith(context), "grid-east", "0.3.0");
    expect(drafted).toEqual({ refusal: expect.stringContaining(refusal) });
  });

  it("gives every reason at once, as apply --record asks before it changes anything", () => {
    expect(sealRefusals({})).toEqual([
      "it names no commit (context.commit) and no repository (context.repository): apply ran outside a git checkout of the inventory repository with a remote origin; run break-glass applies from such a checkout, so that the change can be tied to a commit",
      "it names no operator (context.operator): it was not written by 'cip-sync apply --record' of this version; apply with this version's --record",
    ]);
  });

  it.each([
    [{}, "applied", null],
    [
      { 1: { status: "failed" as const, error: "503" } },
      "partly-applied",
      "1 operation(s) failed, 0 skipped",
    ],
    [
      { 0: { status: "failed" as const }, 1: { status: "skipped" as const } },
      "failed",
      "1 operation(s) failed, 1 skipped",
    ],
  ])(
    "drafts a change of origin cli: outcomes %j are %s, reason %j",
    (outcomes, outcome, reason) => {
      const record = recordWith({}, outcomes);
      const drafted = breakGlassDraft(record, "grid-east", "0.3.0");
      expect(drafted).toStrictEqual({
        draft: {
          format_version: 1,
          workspace: "grid-east",
          tool_version: "0.3.0",
          origin: "cli",
          run: {
            repository: "https://github.com/grid/inventory.git",
            run_id: cliRunId(record),
            run_attempt: 1,
            actor: "Dana Operator <dana@grid.example>, OS user dana",
          },
          kind: "change",
          change: {
            outcome,
            reason,
            base_sha: null,
            merge_sha: COMMIT,
            plan_fingerprint: record.fingerprint,
            reviewed_fingerprint: null,
            pull_request: null,
            change_record: record,
          },
        },
      });
    },
  );

  it("gives every refusal in one text, each after the other", () => {
    expect(
      breakGlassDraft(recordWith({ commit: "main", operator: undefined }), "grid-east", "0.3.0"),
    ).toStrictEqual({
      refusal:
        "it names no commit (context.commit): apply ran outside a git checkout of the inventory repository with a remote origin; run break-glass applies from such a checkout, so that the change can be tied to a commit; it names no operator (context.operator): it was not written by 'cip-sync apply --record' of this version; apply with this version's --record",
    });
  });

  it.each([
    ["a SHA-1 commit", "c".repeat(40), []],
    ["a SHA-256 commit", "c".repeat(64), []],
    ["a commit of another length", "c".repeat(50), ["no commit"]],
    ["a commit in capitals", "C".repeat(40), ["no commit"]],
    ["a commit with text around it", `x${"c".repeat(40)}x`, ["no commit"]],
  ])("reads %s as a commit or not", (_case, commit, unnamed) => {
    const facts = { commit, repository: "r", operator: { os_user: "dana" } };
    expect(sealRefusals(facts)).toStrictEqual(
      unnamed.length === 0
        ? []
        : [
            "it names no commit (context.commit): apply ran outside a git checkout of the inventory repository with a remote origin; run break-glass applies from such a checkout, so that the change can be tied to a commit",
          ],
    );
  });

  it.each<
    [
      string,
      Parameters<typeof applyResultOf>[1] | "empty",
      Partial<ApplyResult>,
      string,
      string | null,
    ]
  >([
    ["nothing to apply", "empty", {}, "no-changes", null],
    [
      "an interrupted apply",
      { 1: "not run" },
      { interrupted: { not_started: 1 }, summary: { succeeded: 1, failed: 0, skipped: 1 } },
      "interrupted",
      "the apply was interrupted: 0 operation(s) failed, 1 skipped",
    ],
    [
      "every operation done, but not what the re-read showed",
      {},
      {
        verification: {
          problems: [
            { kind: "no-effect", operation: 0, message: "a" },
            { kind: "duplicate", message: "b" },
          ],
        },
      },
      "partly-applied",
      "the verification after apply found 2 problem(s)",
    ],
  ])("gives the reason of %s", (_case, outcomes, result, outcome, reason) => {
    const plan = outcomes === "empty" ? emptyPlan() : driftPlan();
    const applied = { ...applyResultOf(plan, outcomes === "empty" ? {} : outcomes), ...result };
    const record = buildChangeRecord(plan, applied, CONTEXT);
    const drafted = breakGlassDraft(record, "grid-east", "0.3.0");
    if (!("draft" in drafted)) throw new Error(drafted.refusal);
    expect(drafted.draft.kind === "change" && drafted.draft.change).toStrictEqual({
      outcome,
      reason,
      base_sha: null,
      merge_sha: COMMIT,
      plan_fingerprint: record.fingerprint,
      reviewed_fingerprint: null,
      pull_request: null,
      change_record: record,
    });
  });

  it("carries the fingerprint reviewers saw and the baselines the applied files declared", () => {
    const baselines = [
      { asset: "alpha-rtu-09", cyber_system_id: "cs_alpha", digest: `sha256:${"b".repeat(64)}` },
    ];
    const plan = { ...driftPlan(), baselines };
    const reviewed = `sha256:${"f".repeat(64)}`;
    const record = buildChangeRecord(plan, applyResultOf(plan), {
      ...CONTEXT,
      reviewed_fingerprint: reviewed,
    });
    const drafted = breakGlassDraft(record, "grid-east", "0.3.0");
    if (!("draft" in drafted)) throw new Error(drafted.refusal);
    expect(drafted.draft.kind === "change" && drafted.draft.change).toStrictEqual({
      outcome: "applied",
      reason: null,
      base_sha: null,
      merge_sha: COMMIT,
      plan_fingerprint: record.fingerprint,
      reviewed_fingerprint: reviewed,
      pull_request: null,
      change_record: record,
      baselines,
    });
  });

  it("names the operator by what is known of them", () => {
    const only = (operator: ChangeContext["operator"]) => {
      const drafted = breakGlassDraft(recordWith({ operator }), "grid-east", "0.3.0");
      return "draft" in drafted ? drafted.draft.run.actor : drafted.refusal;
    };
    expect(only({ os_user: "dana" })).toBe("OS user dana");
    expect(only({ git_name: "Dana Operator" })).toBe("Dana Operator");
    expect(only({ git_name: "Dana Operator", os_user: "dana" })).toBe(
      "Dana Operator, OS user dana",
    );
    expect(only({ git_email: "dana@grid.example" })).toBe("dana@grid.example");
  });

  it("gives the same record the same run id whatever its key order, and another record another", () => {
    const record = recordWith({});
    const reordered = Object.fromEntries(Object.entries(record).reverse()) as typeof record;
    expect(cliRunId(reordered)).toBe(cliRunId(record));
    expect(cliRunId(recordWith({ tree_dirty: true }))).not.toBe(cliRunId(record));
    expect(cliRunId(record)).toMatch(/^cli-[0-9a-f]{20}$/);
  });

  it("finds the record already sealed in any workspace, only among record paths", () => {
    const id = cliRunId(recordWith({}));
    const path = `records/grid-west/2026/01/20260101T060000.000Z-change-${id}-1.json`;
    expect(sealedAs([`stray/${id}-1.json`, path], "change", id)).toBe(path);
    expect(sealedAs([`records/grid-west/notes-change-${id}-1.json`], "change", id)).toBeUndefined();
  });
});

describe("cliChangeContext", () => {
  it("keeps what was read, the service's origin only, and leaves out what was not", () => {
    expect(
      cliChangeContext({
        toolVersion: "0.3.0",
        checkout: { commit: COMMIT, treeDirty: true, osUser: "dana", host: "ops-laptop" },
        serviceUrl: "https://inventory.grid.example:8443/api/v1/",
        live: LIVE,
        reviewedFingerprint: undefined,
        freezes: [],
      }),
    ).toStrictEqual({
      tool_version: "0.3.0",
      commit: COMMIT,
      tree_dirty: true,
      operator: { os_user: "dana" },
      host: "ops-laptop",
      service: "https://inventory.grid.example:8443",
      organization: "acme-power",
    });
    expect(
      cliChangeContext({
        toolVersion: "0.3.0",
        checkout: {},
        serviceUrl: "not a url",
        live: undefined,
        reviewedFingerprint: "sha256:" + "a".repeat(64),
        freezes: [],
      }),
    ).toStrictEqual({ tool_version: "0.3.0", reviewed_fingerprint: "sha256:" + "a".repeat(64) });
  });

  it("keeps every fact read, a clean tree as clean, and the freezes the apply went around", () => {
    const freezes = [
      {
        id: "storm-season",
        from: "2026-06-01T00:00:00Z",
        to: "2026-09-01T00:00:00Z",
        operations: 2,
      },
    ];
    expect(
      cliChangeContext({
        toolVersion: "0.3.0",
        checkout: {
          repository: "https://github.com/grid/inventory.git",
          commit: COMMIT,
          ref: "refs/heads/main",
          treeDirty: false,
          gitName: "Dana Operator",
          gitEmail: "dana@grid.example",
          osUser: "dana",
          host: "ops-laptop",
        },
        serviceUrl: "http://inventory.grid.example/api/",
        live: undefined,
        reviewedFingerprint: "sha256:" + "a".repeat(64),
        freezes,
      }),
    ).toStrictEqual({
      tool_version: "0.3.0",
      repository: "https://github.com/grid/inventory.git",
      commit: COMMIT,
      ref: "refs/heads/main",
      tree_dirty: false,
      operator: { git_name: "Dana Operator", git_email: "dana@grid.example", os_user: "dana" },
      host: "ops-laptop",
      service: "http://inventory.grid.example",
      reviewed_fingerprint: "sha256:" + "a".repeat(64),
      freezes_held: freezes,
    });
  });

  it.each<[string, CliFacts, ChangeContext["operator"] | undefined]>([
    ["the git name alone", { gitName: "Dana" }, { git_name: "Dana" }],
    ["the git e-mail alone", { gitEmail: "d@x" }, { git_email: "d@x" }],
    ["none of them", { host: "h" }, undefined],
  ])("names the operator by %s", (_case, checkout, operator) => {
    const context = cliChangeContext({
      toolVersion: "0.3.0",
      checkout,
      serviceUrl: undefined,
      live: undefined,
      reviewedFingerprint: undefined,
      freezes: [],
    });
    expect(context.operator).toStrictEqual(operator);
    expect("operator" in context).toBe(operator !== undefined);
  });

  it.each<[string | undefined, string | undefined]>([
    [
      "https://inventory.grid.example:8443/api/v1/?key=secret#x",
      "https://inventory.grid.example:8443",
    ],
    ["  https://user:pass@inventory.grid.example/api  ", "https://inventory.grid.example"],
    ["http://inventory.grid.example:80/", "http://inventory.grid.example"],
    // White space the URL parser itself keeps: a no-break space, a byte order mark.
    ["\u00A0https://inventory.grid.example/api\u00A0", "https://inventory.grid.example"],
    ["\uFEFFhttps://inventory.grid.example/", "https://inventory.grid.example"],
    ["ftp://inventory.grid.example/", undefined],
    ["inventory.grid.example", undefined],
    [undefined, undefined],
  ])("names the service %j by its origin: %j", (url, service) => {
    expect(serviceContext(url, undefined)).toStrictEqual(service === undefined ? {} : { service });
  });

  it.each([
    ["one organization", ["acme", "acme"], "acme"],
    ["several (against the spec)", ["acme", "other"], undefined],
    ["no record", [], undefined],
  ])("names the organization of %s", (_case, slugs, organization) => {
    const cyberAssets = slugs.map((slug, index) => ({
      ...LIVE.cyberAssets[0]!,
      id: `ca_${index}`,
      organization_slug: slug,
    }));
    const live = { facilities: [], controlCenters: [], cyberSystems: [], cyberAssets };
    expect(organizationOf(live)).toBe(organization);
  });
});

describe("the organization the service's records name", () => {
  const other = { organization_slug: "other-utility" };
  it.each<[string, Partial<LiveInventory>, string | undefined]>([
    ["a facility alone", { facilities: [facility("fac_1", "F")] }, ORGANIZATION],
    ["a control center alone", { controlCenters: [controlCenter("cc_1", "C")] }, ORGANIZATION],
    ["a cyber system alone", { cyberSystems: [cyberSystem("cs_1", "S")] }, ORGANIZATION],
    [
      "a facility of another",
      { facilities: [{ ...facility("fac_1", "F"), ...other }], cyberAssets: LIVE.cyberAssets },
      undefined,
    ],
    [
      "a control center of another",
      {
        controlCenters: [{ ...controlCenter("cc_1", "C"), ...other }],
        cyberAssets: LIVE.cyberAssets,
      },
      undefined,
    ],
    [
      "a cyber system of another",
      { cyberSystems: [{ ...cyberSystem("cs_1", "S"), ...other }], cyberAssets: LIVE.cyberAssets },
      undefined,
    ],
  ])("reads every kind of record: %s", (_case, parts, organization) => {
    expect(organizationOf(liveInventory(parts))).toBe(organization);
  });
});

describe("the evidence record schema and origin", () => {
  const cli = () => {
    const drafted = breakGlassDraft(recordWith({}), "grid-east", "0.3.0");
    if (!("draft" in drafted)) throw new Error(drafted.refusal);
    return drafted.draft;
  };
  const sealed = (draft: EvidenceDraft) => sealRecord(draft, undefined, day(0)).record;
  const action = changeDraft("grid-east", 7);

  it.each([
    ["a break-glass record", cli(), undefined],
    ["an Action record without origin", action, undefined],
    ["an Action record of origin action", { ...action, origin: "action" as const }, undefined],
    [
      "a break-glass record with a run URL",
      { ...cli(), run: { ...cli().run, run_url: "https://github.com/x/y/actions/runs/1" } },
      "run.run_url",
    ],
    ["an Action record of origin cli", { ...action, origin: "cli" as const }, "run.run_id"],
    [
      "an Action record without its run URL",
      { ...action, run: { ...action.run, run_url: undefined } },
      "run.run_url",
    ],
    [
      "a monitoring record of origin cli",
      { ...monitoringDraft("grid-east", 8, true), origin: "cli" as const },
      "origin",
    ],
  ])("%s", (_case, draft, problem) => {
    const parsed = evidenceRecordSchema.safeParse(sealed(draft as EvidenceDraft));
    expect(
      parsed.success ? undefined : parsed.error.issues.map((issue) => issue.path.join("."))[0],
    ).toBe(problem);
  });
});

describe("the history of a clone with a break-glass record", () => {
  const cliPath = `records/grid-east/2026/01/20260102T060000.000Z-change-${cliRunId(recordWith({}))}-1.json`;
  const actionPath = "records/grid-east/2026/01/20260101T060000.000Z-change-7-1.json";
  const commit = (sha: string, author: string, paths: string[]) => ({
    sha,
    parents: sha === "1" ? [] : [String(Number(sha) - 1)],
    author: `${author} <${author}@grid.example>`,
    authorName: author,
    changes: paths.map((path) => ({ status: "A" as const, path })),
  });

  it.each([
    [
      "the operator's commit of the record and its token",
      [commit("1", "bot", [actionPath]), commit("2", "dana", [cliPath, `${cliPath}.tsr`])],
      [],
    ],
    [
      "a first commit by the operator, then the bot's",
      [commit("1", "dana", [cliPath]), commit("2", "bot", [actionPath])],
      [],
    ],
    [
      "the operator adding an Action-shaped record too",
      [
        commit("1", "bot", [actionPath]),
        commit("2", "dana", [cliPath, actionPath.replace("-7-", "-8-")]),
      ],
      ["2"],
    ],
  ])("%s", (_case, commits, problems) => {
    const identities = { writerName: undefined, writerKey: false, operatorKeys: false };
    const errors = checkLedgerHistory(commits, identities).filter(
      (problem) => problem.severity === "error",
    );
    expect(errors.map((problem) => problem.commit)).toEqual(problems);
  });
});
