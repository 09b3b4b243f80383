// Writes the manual's lists of the families from the registry (`npm run family-docs`), so that a
// family added to the table is named, linked and summed up where a reader looks, with no page
// edited by hand: the obligations judged, in the README's opening and docs/README.md
// (obligationFamiliesInWords, from the requirement table); each family judged from accepted merges
// with its page, in docs/README.md and docs/cip-obligations.md (MERGE_JUDGED_FAMILIES); and the
// families whose authority rows are on their own page, in docs/obligations/authority.md
// (authorityPageOf); each family's population files, in docs/command-line/evidence.md (its
// shape's populationFiles); and each family's gate setting, in docs/owners-and-policy.md (its
// shape's reviewedFiles.gateSetting). `--check` only compares, and exits 1 when a page is stale, for CI. Only the
// text between the marker comments is generated (generated-sections.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { AUTHORITY_TABLE } from "../src/core/authority/authority-table.ts";
import { FAMILY_SHAPES } from "../src/core/families/family-shapes.ts";
import { MERGE_JUDGED_FAMILIES } from "../src/core/obligations/family-table.ts";
import type { Family } from "../src/core/obligations/obligation-families.ts";
import { obligationFamiliesInWords } from "../src/core/obligations/obligation-kinds.ts";
import { listOf } from "../src/core/shared/wording.ts";
import { authorityPageOf } from "./authority-docs.ts";
import { replaceBetweenMarkers } from "./generated-sections.ts";

const FROM_FAMILY_TABLE = { from: "the family table", command: "npm run family-docs" };

/** A generated section: its name, whether it sits within a sentence, and its text. */
interface FamilySection {
  name: string;
  inline?: boolean;
  content(): string;
}

/** The link to `family`'s page (`docs`, under docs/) from a page in `folder` under docs/. */
const pageLink = (family: Family, folder: string, anchor = "") =>
  `[${family.name} ${family.topic}](${relative(folder, family.docs)}${anchor})`;

const JUDGED_FAMILIES: FamilySection = {
  name: "judged-families",
  inline: true,
  content: obligationFamiliesInWords,
};

const FAMILY_PAGES: FamilySection = {
  name: "family-pages",
  content: () =>
    MERGE_JUDGED_FAMILIES.map((family) => `- ${pageLink(family, ".")}: ${family.summary}.`).join(
      "\n",
    ),
};

const FAMILY_AUTHORITY_PAGES: FamilySection = {
  name: "family-authority-pages",
  content: () =>
    MERGE_JUDGED_FAMILIES.flatMap((family) => {
      const facts = AUTHORITY_TABLE.filter((row) => authorityPageOf(row) === family.docs).map(
        (row) => `\`${row.fact}\``,
      );
      return facts.length === 0
        ? []
        : [`- ${pageLink(family, "obligations", "#who-may-assert-what")}: ${facts.join(", ")}.`];
    }).join("\n"),
};

/** The files of `family`'s populations, as its shape names them. */
const populationFilesOf = (family: Family) =>
  Object.values(FAMILY_SHAPES.find(({ name }) => name === family.name)?.populationFiles ?? {});

/** Each family's population files, within a sentence: "CIP-0NN RN topic (`a.csv`, `b.csv`)". */
const FAMILY_POPULATION_FILES: FamilySection = {
  name: "family-population-files",
  inline: true,
  content: () =>
    listOf(
      MERGE_JUDGED_FAMILIES.map(
        (family) =>
          `${family.name} ${family.topic} (${populationFilesOf(family)
            .map((file) => `\`${file}\``)
            .join(", ")})`,
      ),
    ),
};

/** Each family's gate setting in the owner policy, with its schema's words and its page. */
const FAMILY_GATE_SETTINGS: FamilySection = {
  name: "family-gate-settings",
  content: () =>
    MERGE_JUDGED_FAMILIES.flatMap((family) => {
      const shape = FAMILY_SHAPES.find(({ name }) => name === family.name);
      const gate = shape?.reviewedFiles?.gateSetting;
      return gate === undefined
        ? []
        : [
            `- **\`${gate.key}\`** (optional: ${listOf(
              gate.settings.map((setting) => `\`${setting}\``),
              "or",
            )}): ${gate.description} (${pageLink(family, ".")})`,
          ];
    }).join("\n"),
};

/** Each page and the sections generated in it. */
export const FAMILY_DOCS: Readonly<Record<string, readonly FamilySection[]>> = {
  "README.md": [JUDGED_FAMILIES],
  "docs/README.md": [JUDGED_FAMILIES, FAMILY_PAGES],
  "docs/cip-obligations.md": [FAMILY_PAGES],
  "docs/obligations/authority.md": [FAMILY_AUTHORITY_PAGES],
  "docs/command-line/evidence.md": [FAMILY_POPULATION_FILES],
  "docs/owners-and-policy.md": [FAMILY_GATE_SETTINGS],
};

/** `page` (at `pagePath`) with its sections generated, formatted as Prettier would. */
export async function renderFamilyDocs(
  page: string,
  pagePath: string,
  sections: readonly FamilySection[],
): Promise<string> {
  const result = sections.reduce(
    (text, { name, inline, content }) =>
      replaceBetweenMarkers(
        text,
        pagePath,
        { name, source: FROM_FAMILY_TABLE, ...(inline === true ? { inline } : {}) },
        content(),
      ),
    page,
  );
  const options = (await prettier.resolveConfig(pagePath)) ?? {};
  return prettier.format(result, { ...options, filepath: pagePath });
}

async function main(check: boolean): Promise<number> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  let stale = 0;
  for (const [page, sections] of Object.entries(FAMILY_DOCS)) {
    const pagePath = `${root}${page}`;
    const current = readFileSync(pagePath, "utf8");
    const fresh = await renderFamilyDocs(current, pagePath, sections);
    if (fresh === current) continue;
    if (check) {
      process.stderr.write(
        `${page} is stale: its lists of the families differ from the family table; run 'npm run family-docs' and commit it.\n`,
      );
      stale = 1;
      continue;
    }
    writeFileSync(pagePath, fresh);
    process.stderr.write(`wrote ${page}\n`);
  }
  return stale;
}

if (import.meta.main) process.exitCode = await main(process.argv.includes("--check"));
