// The inputs of mode source-sync: which source of cip-sources.yaml to sync, its credential, and
// whether rows that cannot be declared are left out.
import { SOURCE_NAME } from "../../core/sources/sources-schema.ts";
import * as core from "@actions/core";
import { SettingsError } from "./settings-error.ts";

export interface SourceSettings {
  /** Input source: required by mode source-sync. */
  name: string;
  /** Input source-token, registered as a secret; "" when not given. */
  token: string;
  /** Input skip-invalid: rows that cannot be declared are warned and left out, not fatal. */
  skipInvalid: boolean;
}

/** Input source: required by mode source-sync, and a name the sources file accepts. */
export function readSourceSettings(
  sourceSync: boolean,
  token: string,
  skipInvalid: boolean,
): SourceSettings {
  const name = core.getInput("source").trim();
  if (!sourceSync || SOURCE_NAME.test(name)) return { name, token, skipInvalid };
  throw new SettingsError(
    name === ""
      ? "input source is empty: mode source-sync needs the name of a source declared in cip-sources.yaml (e.g. source: cmdb)"
      : `input source is "${name}": use the name of a source declared in cip-sources.yaml (lower-case letters, digits and dashes)`,
  );
}
