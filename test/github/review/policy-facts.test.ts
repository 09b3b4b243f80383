// The policy's GitHub reads against the fake GitHub: files at the base commit (never the head's),
// team membership with fail-closed answers, and the cip-sync/policy status going from failure to
// success when the second owner approves.
import { describe, expect, it, onTestFinished } from "vitest";
import { evaluatePolicy } from "../../../src/core/review/policy/evaluate-policy.ts";
import { parsePolicyText } from "../../../src/core/review/policy/file/parse-policy.ts";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import { parseCodeowners } from "../../../src/core/review/policy/codeowners.ts";
import { baseSystemsOf } from "../../../src/core/review/policy/policy-subjects.ts";
import type { ApprovalFact } from "../../../src/core/review/policy/policy-model.ts";
import { setPolicyStatus } from "../../../src/github/notices/commit-status.ts";
import { POLICY_STATUS_CONTEXT } from "../../../src/core/review/policy-status-target.ts";
import {
  membershipFacts,
  readPolicyFilesAtCommit,
  teamMembership,
} from "../../../src/github/review/policy-facts.ts";
import { inventoryPatternsAt } from "../../../src/io/checkout/inventory-files.ts";
import { readDocumentsAtCommit } from "../../../src/github/files/documents-at-commit.ts";
import { startFakeGitHub } from "../../support/fake-github.ts";
import { gitBlobSha } from "../../support/fake-github-policy.ts";
import { unthrottledGitHubClient } from "../../support/github-client.ts";
import { deleteOf } from "../../support/sample-plans.ts";
import { ALPHA, ISSUE_POLICY_TEXT } from "../../core/review/policy/policy-fixtures.ts";

const REPOSITORY = { owner: "acme", repo: "inventory" };
const BASE = "b".repeat(40);
const HEAD = "c".repeat(40);
const ALPHA_DOCUMENT =
  "cyber_system: Alpha Protection\nimpact: high\nowners: [alice, acme/alpha-protection]\nassets: {}\n";

type Fake = Awaited<ReturnType<typeof startFakeGitHub>>;

/** These paths alone, nothing listed: what the checkout has, with no base listing. */
const only = (paths: readonly string[]) => ({ paths, roots: [], matches: () => false });

async function fake() {
  const github = await startFakeGitHub({ ...REPOSITORY, tokens: { ghs: { kind: "integration" } } });
  onTestFinished(() => github.close());
  return { github, client: unthrottledGitHubClient("ghs", github.url) };
}

const approve = (login: string): ApprovalFact => ({
  login,
  onHeadCommit: true,
  authorOrCommitter: false,
  bot: false,
  body: "",
});

describe("policy facts from GitHub", () => {
  it("reads the policy, CODEOWNERS and documents at the base commit, not the head's", async () => {
    const { github, client } = await fake();
    github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
    github.policy.addFile(HEAD, "cip-policy.yaml", "version: 1\n"); // the pull request drops every rule
    github.policy.addFile(BASE, "CODEOWNERS", "* @acme/platform\n");
    github.policy.addFile(BASE, "docs/CODEOWNERS", "* @someone-else\n");
    github.policy.addFile(BASE, "inventory/alpha.yaml", ALPHA_DOCUMENT);
    const files = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
      policy: "cip-policy.yaml",
      documents: only(["inventory/alpha.yaml", "inventory/new.yaml"]),
    });
    expect(files).toEqual({
      policy: {
        path: "cip-policy.yaml",
        text: ISSUE_POLICY_TEXT,
        sha: gitBlobSha(ISSUE_POLICY_TEXT),
      },
      codeowners: { path: "CODEOWNERS", text: "* @acme/platform\n" },
      documents: [{ path: "inventory/alpha.yaml", text: ALPHA_DOCUMENT }],
    });
    expect(
      github.requests
        .filter((request) => request.path.includes("/contents/"))
        .every((request) => request.query.ref === BASE),
    ).toBe(true);
    const expressions = github.requests
      .filter((request) => request.path === "/graphql")
      .flatMap(({ body }) =>
        Object.entries((body as { variables: Record<string, string> }).variables)
          .filter(([name]) => /^e\d+$/.test(name))
          .map(([, expression]) => expression),
      );
    expect(expressions).toEqual([
      `${BASE}:.github/CODEOWNERS`,
      `${BASE}:CODEOWNERS`,
      `${BASE}:docs/CODEOWNERS`,
      `${BASE}:inventory/alpha.yaml`,
      `${BASE}:inventory/new.yaml`,
    ]);
  });

  it.each([
    [
      "a directory",
      (github: Fake) => github.policy.addFile(BASE, "CODEOWNERS/x", "x"),
      "CODEOWNERS",
      "it is a Tree, not a file",
    ],
    [
      "a binary file",
      (github: Fake) => github.policy.addFile(BASE, "docs/CODEOWNERS", "\0\x01"),
      "docs/CODEOWNERS",
      "GitHub reads it as a binary file",
    ],
    [
      "a file GitHub truncates",
      (github: Fake) => {
        github.policy.blobTextLimit = 8;
        github.policy.addFile(BASE, "inventory/alpha.yaml", ALPHA_DOCUMENT);
      },
      "inventory/alpha.yaml",
      "GitHub returns its text truncated (the file is too large)",
    ],
    [
      "a GraphQL error on one file",
      (github: Fake) => github.policy.failing.add(`${BASE}:inventory/alpha.yaml`),
      "inventory/alpha.yaml",
      `Request failed due to following response errors:\n - Something went wrong reading ${BASE}:inventory/alpha.yaml`,
    ],
  ] as const)(
    "cannot read %s at the base, and says which (fail closed)",
    async (_name, arrange, path, why) => {
      const { github, client } = await fake();
      github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
      arrange(github);
      await expect(
        readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
          policy: "cip-policy.yaml",
          documents: only(["inventory/alpha.yaml"]),
        }),
      ).rejects.toThrow(`cannot read ${path} at commit ${BASE}: ${why}`);
    },
  );

  it.each<[string, boolean, string | undefined]>([
    ["the commit is shown: the policy is absent (no policy)", false, undefined],
    [
      "the commit is not shown either: the absence is not confirmed, and the read fails closed",
      true,
      `cannot read cip-policy.yaml at commit ${BASE}: GitHub answers 404 for the file and cannot show the commit either (the token may lack contents: read, or the commit is not in this repository), so the policy's absence is not confirmed and the change is refused`,
    ],
  ])("a 404 for the policy file: %s", async (_case, commitHidden, error) => {
    const { github, client } = await fake();
    if (commitHidden) github.unreadableCommits.add(BASE);
    const read = readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
      policy: "cip-policy.yaml",
      documents: only(["inventory/alpha.yaml"]),
    });
    if (error === undefined) await expect(read).resolves.toEqual({ documents: [] });
    else await expect(read).rejects.toThrow(error);
    expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /repos/acme/inventory/contents/cip-policy.yaml",
      `GET /repos/acme/inventory/commits/${BASE}`,
    ]);
  });

  it.each([
    { withoutPolicy: undefined, read: { documents: [] } },
    {
      withoutPolicy: true,
      read: {
        documents: [{ path: "inventory/alpha.yaml", text: ALPHA_DOCUMENT }],
        sources: { path: "cip-sources.yaml", text: "version: 1\nsources: []\n" },
      },
    },
  ])(
    "at a commit without a policy file, reads its other files only when asked (withoutPolicy $withoutPolicy)",
    async ({ withoutPolicy, read }) => {
      const { github, client } = await fake();
      github.policy.addFile(BASE, "inventory/alpha.yaml", ALPHA_DOCUMENT);
      github.policy.addFile(BASE, "cip-sources.yaml", "version: 1\nsources: []\n");
      const files = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
        policy: "cip-policy.yaml",
        documents: only(["inventory/alpha.yaml"]),
        sources: "cip-sources.yaml",
        ...(withoutPolicy === undefined ? {} : { withoutPolicy }),
      });
      expect(files).toEqual(read);
    },
  );

  it("follows a symbolic link to a file in the repository, as the contents API does, in one more query", async () => {
    const { github, client } = await fake();
    github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
    github.policy.addFile(BASE, "shared/alpha.yaml", ALPHA_DOCUMENT);
    github.policy.addSymlink(BASE, "inventory/alpha.yaml", "../shared/alpha.yaml");
    github.policy.addSymlink(BASE, ".github/CODEOWNERS", "../owners.txt");
    github.policy.addFile(BASE, "owners.txt", "* @acme/platform\n");
    const files = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
      policy: "cip-policy.yaml",
      documents: only(["inventory/alpha.yaml"]),
    });
    expect(files.documents).toEqual([{ path: "inventory/alpha.yaml", text: ALPHA_DOCUMENT }]);
    expect(files.codeowners).toEqual({ path: ".github/CODEOWNERS", text: "* @acme/platform\n" });
    expect(github.requests.filter((request) => request.path === "/graphql")).toHaveLength(2);
  });

  it.each([
    [
      "outside the repository",
      "../../etc/passwd",
      "it is a symbolic link to ../../etc/passwd, outside the repository",
    ],
    [
      "to another link",
      "beta.yaml",
      "it is a symbolic link to inventory/beta.yaml, itself a symbolic link: point the link at the file itself",
    ],
  ])("cannot read a symbolic link %s (fail closed)", async (_name, target, why) => {
    const { github, client } = await fake();
    github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
    github.policy.addSymlink(BASE, "inventory/alpha.yaml", target);
    github.policy.addSymlink(BASE, "inventory/beta.yaml", "gamma.yaml");
    await expect(
      readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
        policy: "cip-policy.yaml",
        documents: only(["inventory/alpha.yaml"]),
      }),
    ).rejects.toThrow(`cannot read inventory/alpha.yaml at commit ${BASE}: ${why}`);
  });

  it("reads 150 documents in 2 queries, a path with quotes and a newline as a variable", async () => {
    const { github, client } = await fake();
    github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
    const odd = 'inventory/a"b\\c\n) { x }.yaml';
    github.policy.addFile(BASE, odd, ALPHA_DOCUMENT);
    const documents = [
      odd,
      ...Array.from({ length: 149 }, (_, index) => `inventory/${index}.yaml`),
    ];
    const files = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
      policy: "cip-policy.yaml",
      documents: only(documents),
    });
    expect(files.documents).toEqual([{ path: odd, text: ALPHA_DOCUMENT }]);
    expect(files.codeowners).toBeUndefined();
    const queries = github.requests.filter((request) => request.path === "/graphql");
    expect(queries).toHaveLength(2);
    expect(queries.some(({ body }) => JSON.stringify(body).includes('a\\"b'))).toBe(true);
    expect(
      queries.every(({ body }) => !(body as { query: string }).query.includes("inventory/")),
    ).toBe(true);
  });

  it.each([
    ["an active member", "active", undefined, { state: "member" }],
    ["a pending member", "pending", undefined, { state: "not-member" }],
    [
      "a 404 (not a member, or a team the token cannot see)",
      undefined,
      undefined,
      {
        state: "unverifiable",
        reason:
          'GitHub answered 404 for the membership of carol in acme/alpha-protection; the policy-token input must be a GitHub App installation token whose App has the organization permission "Members: read"',
      },
    ],
    [
      "a 403",
      "active",
      403,
      {
        state: "unverifiable",
        reason:
          'GitHub answered 403 for the membership of carol in acme/alpha-protection; the policy-token input must be a GitHub App installation token whose App has the organization permission "Members: read"',
      },
    ],
  ] as const)("membership: %s", async (_name, state, status, expected) => {
    const { github, client } = await fake();
    if (state !== undefined) github.policy.addMember("acme/alpha-protection", "carol", state);
    github.policy.membershipStatus = status;
    expect(await teamMembership(client, "acme/alpha-protection", "carol")).toEqual(expected);
  });

  it("without a policy-token, membership is unverifiable and says which permission is missing", async () => {
    expect(await teamMembership(undefined, "acme/alpha-protection", "carol")).toEqual({
      state: "unverifiable",
      reason:
        'no policy-token was given, so the membership of carol in acme/alpha-protection cannot be read; the policy-token input must be a GitHub App installation token whose App has the organization permission "Members: read"',
    });
  });

  it("sets cip-sync/policy from failure to success when the second owner approves", async () => {
    const { github, client } = await fake();
    github.policy.addMember("acme/alpha-protection", "carol");
    github.policy.addMember("acme/cip-compliance", "dave");
    const policy = parsePolicyText(ISSUE_POLICY_TEXT, "cip-policy.yaml").policy!;
    const operations = [deleteOf("alpha-relay-09", "ca_9", ALPHA)];
    const { documents } = parseInventoryText(ALPHA_DOCUMENT, "inventory/alpha.yaml");
    const baseSystems = baseSystemsOf(
      operations,
      [{ file: "inventory/alpha.yaml", document: documents[0]! }],
      parseCodeowners("", "CODEOWNERS"),
    );
    const teams = ["acme/alpha-protection", "acme/cip-compliance"];
    const judgeWith = async (logins: string[]) =>
      evaluatePolicy(policy, {
        operations,
        baseSystems,
        approvals: logins.map(approve),
        memberships: await membershipFacts(client, teams, logins),
        now: Date.parse("2026-11-23T12:00:00Z"),
      });
    await setPolicyStatus(client, REPOSITORY, HEAD, await judgeWith(["alice", "dave"]));
    await setPolicyStatus(client, REPOSITORY, HEAD, await judgeWith(["alice", "dave", "carol"]));
    expect(github.policy.statuses).toEqual([
      {
        sha: HEAD,
        context: POLICY_STATUS_CONTEXT,
        state: "failure",
        description:
          'rule "high-impact-deletes" is unverifiable: 1 more approval needed from the owners of "Alpha Protection" (cannot be verified: GitHub answer…',
        creator: expect.any(String),
      },
      {
        sha: HEAD,
        context: POLICY_STATUS_CONTEXT,
        state: "success",
        description: "Every rule that applies is met; no freeze holds.",
        creator: expect.any(String),
      },
    ]);
  });
});

describe("the base's own inventory files, listed under the patterns' roots", () => {
  const INVENTORY = inventoryPatternsAt(["inventory/"], "/repo");
  const documents = (paths: readonly string[]) => ({ paths, ...INVENTORY });
  const queries = (github: Fake) =>
    github.requests
      .filter((request) => request.path === "/graphql")
      .map(({ body }) => /^query (\w+)/.exec((body as { query: string }).query)?.[1]);

  it("reads a document moved or deleted since with the checkout's, one listing query per level", async () => {
    const { github, client } = await fake();
    github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
    github.policy.addFile(BASE, "inventory/alpha.yaml", ALPHA_DOCUMENT);
    github.policy.addFile(BASE, "inventory/old/gone.yaml", ALPHA_DOCUMENT);
    github.policy.addFile(BASE, "inventory/old/README.md", "not a document\n");
    github.policy.addFile(BASE, "elsewhere/other.yaml", ALPHA_DOCUMENT);
    const files = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
      policy: "cip-policy.yaml",
      documents: documents(["inventory/new.yaml"]),
    });
    expect(files).toEqual({
      policy: expect.objectContaining({ path: "cip-policy.yaml" }),
      documents: [
        { path: "inventory/alpha.yaml", text: ALPHA_DOCUMENT },
        { path: "inventory/old/gone.yaml", text: ALPHA_DOCUMENT },
      ],
    });
    // inventory/, then inventory/old/ (a third level would be empty: none asked), then the read.
    expect(queries(github)).toEqual(["TreesAtCommit", "TreesAtCommit", "FilesAtCommit"]);
  });

  it("reads a base inventory that does not exist as none, in one listing query", async () => {
    const { github, client } = await fake();
    github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
    const files = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
      policy: "cip-policy.yaml",
      documents: documents([]),
    });
    expect(files).toEqual({ policy: expect.anything(), documents: [] });
    expect(queries(github)).toEqual(["TreesAtCommit", "FilesAtCommit"]);
  });

  it.each<[string, (github: Fake) => void, string]>([
    [
      "a GraphQL error on the folder",
      (github) => github.policy.failing.add(`${BASE}:inventory/old`),
      `cannot list inventory/old at commit ${BASE}: Request failed due to following response errors:\n - Something went wrong reading ${BASE}:inventory/old (the inventory files at the base are listed through GitHub's GraphQL API, which needs contents: read; run the job again once GitHub answers); without the base's own inventory files a document moved or deleted there escapes its owners, so the change is refused`,
    ],
    [
      "a symbolic link that may be a folder",
      (github) => github.policy.addSymlink(BASE, "inventory/linked", "../shared"),
      `cannot list inventory/linked at commit ${BASE}: it is a symbolic link under the inventory patterns, which may point to a folder the checkout reads and the listing cannot follow: replace the link with the folder or file it points to; without the base's own inventory files a document moved or deleted there escapes its owners, so the change is refused`,
    ],
    [
      "the inventory folder itself a symbolic link",
      (github) => {
        for (const key of [...github.policy.contents.keys()])
          if (key.startsWith(`${BASE}:inventory/`)) github.policy.contents.delete(key);
        github.policy.addFile(BASE, "shared/alpha.yaml", ALPHA_DOCUMENT);
        github.policy.addSymlink(BASE, "inventory", "shared");
      },
      `cannot list inventory at commit ${BASE}: it is a symbolic link under the inventory patterns, which may point to a folder the checkout reads and the listing cannot follow: replace the link with the folder or file it points to; without the base's own inventory files a document moved or deleted there escapes its owners, so the change is refused`,
    ],
  ])("records why the listing is not whole: %s (fail closed)", async (_case, arrange, why) => {
    const { github, client } = await fake();
    github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
    github.policy.addFile(BASE, "inventory/alpha.yaml", ALPHA_DOCUMENT);
    github.policy.addFile(BASE, "inventory/old/gone.yaml", ALPHA_DOCUMENT);
    arrange(github);
    const files = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
      policy: "cip-policy.yaml",
      documents: documents(["inventory/alpha.yaml"]),
    });
    expect(files.unlisted).toBe(why);
  });

  // The base made `cip` a link to `cip-real`: GitHub answers nothing under `cip/inventory`, which
  // would read as a base with no documents, every document new to the policy.
  it.each<[string, string, string, string]>([
    ["the folder above the root", "cip/inventory/", "cip", "cip-real"],
    ["two folders above the root", "grid/cip/inventory/", "grid", "grid-real"],
    ["the folder right above the root", "grid/cip/inventory/", "grid/cip", "../cip-real"],
  ])(
    "refuses a symbolic link at %s, naming it (fail closed)",
    async (_case, pattern, link, target) => {
      const { github, client } = await fake();
      const root = pattern.slice(0, -1);
      github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
      github.policy.addFile(BASE, `${link}-real/inventory/alpha.yaml`, ALPHA_DOCUMENT);
      github.policy.addSymlink(BASE, link, target);
      const files = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
        policy: "cip-policy.yaml",
        documents: { paths: [], ...inventoryPatternsAt([pattern], "/repo") },
      });
      expect(files.documents).toEqual([]);
      expect(files.unlisted).toBe(
        `cannot list ${root} at commit ${BASE}: ${link}, a folder above it, is a symbolic link, which the checkout follows to another folder and the listing cannot: replace the link with the folder it points to; without the base's own inventory files a document moved or deleted there escapes its owners, so the change is refused`,
      );
    },
  );

  it("follows a symbolic link the patterns name as a file", async () => {
    const { github, client } = await fake();
    github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
    github.policy.addFile(BASE, "shared/alpha.yaml", ALPHA_DOCUMENT);
    github.policy.addSymlink(BASE, "inventory/alpha.yaml", "../shared/alpha.yaml");
    const files = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
      policy: "cip-policy.yaml",
      documents: documents([]),
    });
    expect(files.unlisted).toBeUndefined();
    expect(files.documents).toEqual([{ path: "inventory/alpha.yaml", text: ALPHA_DOCUMENT }]);
  });
});

// One listing of a commit's documents (listDocumentsAtCommit): the owner policy's base and the
// change record's base baselines refuse the same links, and read the same link named as a file.
describe("the policy and the base baselines list the base alike", () => {
  const SUFFIX =
    "; without the base's own inventory files a document moved or deleted there escapes its owners, so the change is refused";
  it.each<[string, string, (github: Fake) => void, string | undefined]>([
    [
      "a link under the patterns that may be a folder",
      "inventory/",
      (github) => github.policy.addSymlink(BASE, "inventory/linked", "../shared"),
      `cannot list inventory/linked at commit ${BASE}: it is a symbolic link under the inventory patterns`,
    ],
    [
      "the inventory folder itself a link",
      "inventory/",
      (github) => {
        github.policy.contents.delete(`${BASE}:inventory/alpha.yaml`);
        github.policy.addFile(BASE, "shared/alpha.yaml", ALPHA_DOCUMENT);
        github.policy.addSymlink(BASE, "inventory", "shared");
      },
      `cannot list inventory at commit ${BASE}: it is a symbolic link under the inventory patterns`,
    ],
    [
      "a link at a folder above the patterns' root",
      "cip/inventory/",
      (github) => {
        github.policy.addFile(BASE, "cip-real/inventory/alpha.yaml", ALPHA_DOCUMENT);
        github.policy.addSymlink(BASE, "cip", "cip-real");
      },
      `cannot list cip/inventory at commit ${BASE}: cip, a folder above it, is a symbolic link`,
    ],
    [
      "a link the patterns name as a document: read by both",
      "inventory/",
      (github) => {
        github.policy.addFile(BASE, "shared/beta.yaml", ALPHA_DOCUMENT);
        github.policy.addSymlink(BASE, "inventory/beta.yaml", "../shared/beta.yaml");
      },
      undefined,
    ],
  ])("%s", async (_case, pattern, arrange, refused) => {
    const { github, client } = await fake();
    github.policy.addFile(BASE, "cip-policy.yaml", ISSUE_POLICY_TEXT);
    github.policy.addFile(BASE, "inventory/alpha.yaml", ALPHA_DOCUMENT);
    arrange(github);
    const wanted = { paths: [], ...inventoryPatternsAt([pattern], "/repo") };
    const policy = await readPolicyFilesAtCommit(client, REPOSITORY, BASE, {
      policy: "cip-policy.yaml",
      documents: wanted,
    });
    const baselines = readDocumentsAtCommit(client, REPOSITORY, BASE, wanted);
    if (refused === undefined) {
      expect(policy.unlisted).toBeUndefined();
      expect(await baselines).toEqual(policy.documents);
      expect(policy.documents.map((document) => document.path)).toContain("inventory/beta.yaml");
      return;
    }
    const error = await baselines.then(
      () => undefined,
      (thrown: unknown) => (thrown as Error).message,
    );
    expect(error?.startsWith(refused)).toBe(true);
    // The same words, the policy's with what its refusal means.
    expect(policy.unlisted).toBe(`${error}${SUFFIX}`);
  });
});
