// `cip-sync patches draft`'s flags, checked: each wrong value names its flag and what it takes.
import { SOURCE_ID_PATTERN } from "../../core/patches/parse-patch-sources.ts";
import { PATCH_SOURCES_FILE } from "../../core/patches/patch-files.ts";
import type { SourceSettings } from "../shared/common-settings.ts";
import { dayFlag, required, text, type Values } from "../shared/flag-values.ts";
import { UsageError } from "../shared/usage-error.ts";

export interface PatchesDraftSettings {
  command: "patches draft";
  /** The inventory, and --root: the repository whose patch files are read. */
  source: SourceSettings;
  /** --source: the patch source's id. */
  patchSource: string;
  /** --advisories: files or folders, relative to the working directory. */
  advisories: string[];
  /** --releases-since; undefined: from the source's latest evaluation. */
  releasesSince: string | undefined;
  /** --out, relative to the working directory; undefined: patch-evaluations/SOURCE/TODAY.yaml. */
  out: string | undefined;
  force: boolean;
}

export function patchesDraftSettings(values: Values, source: SourceSettings): PatchesDraftSettings {
  const patchSource = required(
    text(values, "source"),
    "--source",
    `the id of a source in ${PATCH_SOURCES_FILE}, e.g. --source sel-advisories`,
  );
  if (!SOURCE_ID_PATTERN.test(patchSource))
    throw new UsageError(
      `--source ${JSON.stringify(patchSource)} is not a source id: lower case letters, digits and hyphens, as ${PATCH_SOURCES_FILE} names its sources`,
    );
  const advisories = (values.advisories as string[] | undefined) ?? [];
  if (advisories.length === 0)
    throw new UsageError(
      "--advisories is required: pass a CSAF 2.0 advisory (JSON) or a folder of them, e.g. --advisories csaf/",
    );
  return {
    command: "patches draft",
    source,
    patchSource,
    advisories,
    releasesSince: dayFlag(values, "releases-since"),
    out: text(values, "out"),
    force: values.force === true,
  };
}
