// What the command families read alike: where the inventory files are, the connection to the
// service, colour per stream, and the environment the arguments are read in.
import { DEFAULT_INVENTORY_PATTERN } from "../../core/inventory/document/default-inventory-pattern.ts";
import { sharedNumberFlag, text, type Values } from "./flag-values.ts";

/** Where a command reads the inventory files: the paths and --root, with the caps on their size. */
export interface SourceSettings {
  patterns: string[];
  root: string;
  /** Whether paths or --root were given (apply --plan otherwise reads the plan's own). */
  given: boolean;
  /** --max-assets and --max-bytes: the caps on the whole inventory. */
  maxAssets: number;
  maxBytes: number;
}

export interface ConnectionInput {
  apiUrl: string | undefined;
  urlSource: string;
  apiKey: string | undefined;
  keySource: string;
  /** Where HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read from. */
  proxyEnv: NodeJS.ProcessEnv;
  /** --request-timeout, in milliseconds. */
  requestTimeoutMs: number;
}

/** Colour is decided per stream: plans go to standard output, diagnostics to standard error. */
export interface ColorSetting {
  color: { stdout: boolean; stderr: boolean };
}

export interface Environment {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
}

/** Without --color or --no-color, colour on a terminal unless NO_COLOR is set. */
export function colorOf(
  values: Values,
  environment: Environment,
): { stdout: boolean; stderr: boolean } {
  const colorFor = (isTTY: boolean): boolean =>
    values["no-color"]
      ? false
      : values.color === true || (isTTY && environment.env.NO_COLOR === undefined);
  return { stdout: colorFor(environment.stdoutIsTTY), stderr: colorFor(environment.stderrIsTTY) };
}

export function connectionOf(values: Values, env: NodeJS.ProcessEnv): ConnectionInput {
  const apiUrl = text(values, "api-url");
  return {
    apiUrl: apiUrl ?? env.CIP_API_URL,
    urlSource: apiUrl !== undefined ? "--api-url" : "CIP_API_URL",
    apiKey: env.CIP_API_KEY,
    keySource: "CIP_API_KEY",
    proxyEnv: env,
    requestTimeoutMs: sharedNumberFlag(values, "request-timeout") * 1000,
  };
}

/** --path and plain arguments together; `given` tells apply --plan to use the plan's own inputs. */
export function sourceOf(
  values: Values,
  positionals: readonly string[],
  cwd: string,
): SourceSettings {
  const patterns = [...((values.path as string[] | undefined) ?? []), ...positionals];
  const root = text(values, "root");
  return {
    patterns: patterns.length > 0 ? patterns : [DEFAULT_INVENTORY_PATTERN],
    root: root ?? cwd,
    given: patterns.length > 0 || root !== undefined,
    maxAssets: sharedNumberFlag(values, "max-assets"),
    maxBytes: sharedNumberFlag(values, "max-bytes"),
  };
}
