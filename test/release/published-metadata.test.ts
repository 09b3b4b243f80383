// What the Marketplace and the release pipeline show users and auditors, pinned: action.yml's name,
// description and branding (a changed name is a new Marketplace listing; the colour must be one the
// Marketplace knows), and every workflow's actions pinned by full commit SHA with the version beside
// it, the release workflow starting from no permission at all.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repositoryRoot } from "../support/cli.ts";

const MARKETPLACE_COLORS = [
  "white",
  "black",
  "yellow",
  "blue",
  "green",
  "orange",
  "red",
  "purple",
  "gray-dark",
];
const WORKFLOWS = `${repositoryRoot}.github/workflows/`;

interface Workflow {
  permissions?: unknown;
  jobs: Record<string, { permissions?: Record<string, string>; steps?: Array<{ uses?: string }> }>;
}

describe("action.yml for the Marketplace", () => {
  it("keeps its name, description and branding", () => {
    const action = parse(readFileSync(`${repositoryRoot}action.yml`, "utf8")) as Record<
      string,
      unknown
    >;
    expect({
      name: action.name,
      description: action.description,
      branding: action.branding,
    }).toEqual({
      name: "cip-inventory-sync",
      description:
        "GitOps for the NERC CIP cyber-asset inventory: plans inventory changes as a pull-request comment, applies exactly the reviewed plan on merge, and checks for drift.",
      branding: { icon: "shield", color: "blue" },
    });
    expect(MARKETPLACE_COLORS).toContain((action.branding as { color: string }).color);
  });
});

/** The `uses:` of `text` that are neither local (`./`) nor pinned by full SHA with the version. */
function unpinnedUses(text: string, allowed: (use: string) => boolean = () => false): string[] {
  const uses = [...text.matchAll(/^[\s>]*(?:- )?uses:\s*(.+)$/gm)].map((match) => match[1]!.trim());
  return uses.filter(
    (use) =>
      !use.startsWith("./") &&
      !allowed(use) &&
      !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(use),
  );
}

describe("the repository's workflows", () => {
  const files = readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));

  it.each(files)(
    "%s pins every action by full commit SHA, with its version in a comment",
    (file) => {
      expect(unpinnedUses(readFileSync(`${WORKFLOWS}${file}`, "utf8"))).toEqual([]);
    },
  );
});

describe("the workflows users copy", () => {
  // This Action's own reference is the reader's: the release they reviewed (the docs say to
  // replace OWNER and pin it); every other action is pinned as shown.
  const ownReference = (use: string) => use.startsWith("OWNER/cip-inventory-sync@");
  const pages = [
    "README.md",
    ...readdirSync("docs").map((file) => `docs/${file}`),
    ...readdirSync("examples/workflows").map((file) => `examples/workflows/${file}`),
  ].filter((file) => /\.(md|ya?ml)$/.test(file));

  it.each(pages)(
    "%s pins every action by full commit SHA, with its version in a comment",
    (file) => {
      expect(unpinnedUses(readFileSync(file, "utf8"), ownReference)).toEqual([]);
    },
  );
});

describe("release.yml", () => {
  it("grants nothing at the top, and each job only what it needs", () => {
    const workflow = parse(readFileSync(`${WORKFLOWS}release.yml`, "utf8")) as Workflow;
    expect(workflow.permissions).toEqual({});
    expect(
      Object.fromEntries(
        Object.entries(workflow.jobs).map(([name, job]) => [name, job.permissions]),
      ),
    ).toEqual({
      build: { contents: "read" },
      "github-release": { contents: "write" },
      "npm-publish": { "id-token": "write" },
    });
  });
});
