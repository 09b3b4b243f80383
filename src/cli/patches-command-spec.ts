// `cip-sync patches`'s words: CIP-007 R2 patch management from the command line, today the draft
// of an evaluation from CSAF advisories (command-specs.ts lists it with the others, giving it the
// inventory's own flags).
import { EVALUATIONS_FOLDER, PATCH_SOURCES_FILE } from "../core/patches/patch-files.ts";
import type { CommandSpec, OptionSpec } from "./command-spec.ts";

export function patchesCommand(inventoryOptions: readonly OptionSpec[]): CommandSpec {
  return {
    name: "patches",
    summary: "CIP-007 R2 patch management: draft an evaluation from CSAF advisories, for review.",
    paths: false,
    options: [],
    examples: ["cip-sync patches draft --source sel-advisories --advisories csaf/"],
    subcommands: [
      {
        name: "draft",
        summary: `Write a draft evaluation (${EVALUATIONS_FOLDER}/SOURCE/NAME.yaml) of a patch source's releases from CSAF 2.0 advisories, each checked by the reference validator: their products matched by name to the baseline items the source covers in ${PATCH_SOURCES_FILE}, one patch per vendor fix and item, every applicable left null for a person to judge.`,
        paths: true,
        options: [
          {
            flags: "--source <id>",
            description: `the patch source's id in ${PATCH_SOURCES_FILE} (required)`,
          },
          {
            flags: "--advisories <path>",
            description:
              "a CSAF 2.0 advisory (JSON), or a folder of them read through; repeatable (required)",
            repeatable: true,
          },
          {
            flags: "--releases-since <day>",
            description:
              "the first release day the evaluation covers, YYYY-MM-DD (default: the day the source's latest evaluation was last committed, in UTC-12)",
          },
          {
            flags: "--out <file>",
            description: `the evaluation file (default: ${EVALUATIONS_FOLDER}/SOURCE/TODAY.yaml under --root)`,
          },
          { flags: "--force", description: "overwrite --out when it exists" },
          ...inventoryOptions,
        ],
        examples: [
          "cip-sync patches draft --source sel-advisories --advisories csaf/",
          "cip-sync patches draft --source sel-advisories --advisories csaf/sel-2026-004.json --releases-since 2026-02-11 --out patch-evaluations/sel-advisories/2026-03.yaml",
        ],
      },
    ],
  };
}
