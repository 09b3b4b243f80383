// The Action's inputs and outputs tables in the manual are generated from action.yml.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ACTION_DOCS_PAGE,
  inputsTable,
  outputsTable,
  renderActionDocs,
} from "../../scripts/generate-action-docs.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, "utf8");

describe("generated Action docs", () => {
  it(`${ACTION_DOCS_PAGE} lists exactly the inputs and outputs of action.yml`, async () => {
    const page = read(ACTION_DOCS_PAGE);
    expect(await renderActionDocs(read("action.yml"), page, `${root}${ACTION_DOCS_PAGE}`)).toBe(
      page,
    );
  });

  it("keeps each description in its cell: one line, pipes escaped", () => {
    const metadata = {
      inputs: {
        mode: { description: "a | b\nc", default: "auto" },
        token: { description: "t", default: "${{ github.token }}" },
        key: { description: "k", required: true },
        url: { description: "u", default: "" },
      },
      outputs: { changes: { description: "true | false" } },
    };
    expect(inputsTable(metadata).split("\n").slice(2)).toEqual([
      "| `mode` | `auto` | a \\| b c |",
      "| `token` | `${{ github.token }}` | t |",
      "| `key` | required | k |",
      "| `url` | (none) | u |",
    ]);
    expect(outputsTable(metadata).split("\n").slice(2)).toEqual(["| `changes` | true \\| false |"]);
  });

  it("names the page and the marker lines when a marker is missing", async () => {
    await expect(
      renderActionDocs(read("action.yml"), "# GitHub Action\n", "docs/x.md"),
    ).rejects.toThrow(
      "docs/x.md has no generated action-inputs section: put the lines '<!-- BEGIN action-inputs: generated from action.yml by `npm run action-docs`; do not edit -->' and '<!-- END action-inputs -->' where it belongs",
    );
  });
});
