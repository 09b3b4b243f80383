// A command source's process: which variables reach it (an environment dump by a real program),
// and that its standard error, shown when it fails, never shows a secret of the run in any form.
import { describe, expect, it } from "vitest";
import { commandEnvironment, readCommandRows } from "../../../src/io/sources/command-source.ts";
import type { CommandSource } from "../../../src/core/sources/sources-schema.ts";
import { repositoryWith } from "../../support/source-repository.ts";

const SECRETS = {
  "INPUT_API-KEY": "input-api-key-0123456789",
  "INPUT_GITHUB-TOKEN": "ghs_inputgithubtoken0123456789",
  "INPUT_POLICY-TOKEN": "ghs_inputpolicytoken0123456789",
  "INPUT_SOURCE-TOKEN": "input-source-token-0123456789",
  CIP_API_KEY: "cip-api-key-0123456789",
  GITHUB_TOKEN: "ghs_githubtoken0123456789",
  NETBOX_TOKEN: "0123456789abcdef0123456789abcdef01234567",
  HTTPS_PROXY: "http://proxyuser:proxy-password-0123@127.0.0.1:3128",
};

const RUN_ENV = {
  ...SECRETS,
  PATH: "/usr/bin:/bin",
  HOME: "/home/runner",
  LANG: "C.UTF-8",
  LC_ALL: "C.UTF-8",
  GITHUB_WORKSPACE: "/home/runner/work/inventory",
  INPUT_MODE: "source-sync",
  SNOW_INSTANCE: "acme.example",
  SNOW_PASSWORD: "snow-password-0123456789",
};

function source(env: string[], script: string): CommandSource {
  return {
    name: "discovery",
    kind: "command",
    run: [process.execPath, script],
    env,
    timeout_seconds: 60,
    systems: ["Delta Substation"],
    out: "inventory/discovery/",
  };
}

/** Prints one row per variable it was given, named after the variable. */
const DUMP = `console.log(JSON.stringify(Object.keys(process.env).sort().map((name) => ({ name, system: "Delta Substation", type: "hardware" }))));`;

describe("a command source's environment", () => {
  it.each<[string, string[], string[]]>([
    ["nothing listed: only what a program needs to start", [], ["HOME", "LANG", "LC_ALL", "PATH"]],
    [
      "listed variables, a secret among them, and nothing else",
      ["SNOW_INSTANCE", "SNOW_PASSWORD"],
      ["HOME", "LANG", "LC_ALL", "PATH", "SNOW_INSTANCE", "SNOW_PASSWORD"],
    ],
    [
      "a token the source lists on purpose",
      ["NETBOX_TOKEN"],
      ["HOME", "LANG", "LC_ALL", "NETBOX_TOKEN", "PATH"],
    ],
  ])("%s", async (_case, listed, expected) => {
    const root = await repositoryWith({ "dump.cjs": DUMP });
    const rows = await readCommandRows(source(listed, "dump.cjs"), root, RUN_ENV);
    // Node may add variables of its own on some platforms; none of the run's is among them.
    const names = rows.map((row) => row.name).filter((name) => name in RUN_ENV);
    expect(names).toEqual(expected);
  });

  it("takes Windows' Path and system variables whatever their case", () => {
    const env = { Path: "C:\\Windows", SystemRoot: "C:\\Windows", ComSpec: "cmd.exe", Other: "x" };
    expect(commandEnvironment([], env)).toEqual({
      Path: "C:\\Windows",
      SystemRoot: "C:\\Windows",
      ComSpec: "cmd.exe",
    });
  });
});

describe("a failing command's standard error", () => {
  const forms = (secret: string) => [
    secret,
    encodeURIComponent(secret),
    Buffer.from(secret).toString("base64"),
  ];
  const everySecret = [
    ...Object.values(SECRETS),
    "proxy-password-0123",
    "snow-password-0123456789",
  ];

  it("masks every known secret of the run, and a listed secret-named variable, in every form", async () => {
    const printed = everySecret.flatMap(forms);
    const script = `for (const line of ${JSON.stringify(printed)}) process.stderr.write("leak " + line + "\\n"); process.exit(2);`;
    const root = await repositoryWith({ "leak.cjs": script });
    const failure = await readCommandRows(
      source(["SNOW_PASSWORD"], "leak.cjs"),
      root,
      RUN_ENV,
    ).catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toContain("exited with status 2; nothing was written.");
    expect(message).toContain("  leak ***");
    for (const secret of everySecret) expect(message).not.toContain(secret.slice(0, 12));
  });
});
