// The bad-input table: inputs that must stop `cip-sync apply --yes` before it changes anything, with
// exactly what it prints. Shared by the in-process suite (every case) and the bundle smoke test.
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { expect } from "vitest";
import type { RunningEmulator } from "../../src/emulator/server.ts";
import { acmeSeed } from "../support/acme-service.ts";
import type { CliRun } from "../support/cli.ts";

export const KEY = "test-key-bad-input-0c4e";

/** The live inventory every case starts from: relay-01 in "Alpha Protection". */
export const seed = acmeSeed(KEY, [{ id: "ca_1", name: "relay-01", asset_type: "hardware" }]);

export const VALID = "cyber_system: Alpha Protection\nassets:\n  relay-01: hardware\n";

type Files = Record<string, string | Uint8Array>;

export interface BadInputCase {
  name: string;
  files: Files;
  /** Symbolic links to create: link path (in the case directory) -> target (relative to the link). */
  links?: Record<string, string>;
  args?: string[];
  /** Changes to the connection variables; null unsets one. */
  env?: Record<string, string | null>;
  /** Exactly what the CLI prints on standard error; `caseDir` is the case's temporary directory. */
  stderr: string | ((caseDir: string) => string);
}

// A billion laughs in miniature: each level multiplies the expanded size by ten.
const aliasBomb = [
  "cyber_system: Alpha Protection",
  "assets:",
  "  relay-01: &a [x, x, x, x, x, x, x, x, x, x]",
  "  relay-02: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]",
  "  relay-03: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]",
  "",
].join("\n");

export const cases: BadInputCase[] = [
  {
    name: "an alias bomb",
    files: { "inventory/bomb.yaml": aliasBomb },
    stderr:
      'inventory/bomb.yaml:3:13: error: anchors and aliases are not supported; write the value out\ninventory/bomb.yaml:3:16: error: asset "relay-01" must be hardware, software, or a map with type (and renamed_from), not a list\ninventory/bomb.yaml:4:13: error: anchors and aliases are not supported; write the value out\ninventory/bomb.yaml:4:16: error: asset "relay-02" must be hardware, software, or a map with type (and renamed_from), not a list\ninventory/bomb.yaml:5:13: error: asset "relay-03" must be hardware, software, or a map with type (and renamed_from), not a list\n',
  },
  {
    name: "very deep nesting",
    files: {
      "inventory/deep.yaml": `cyber_system: Alpha Protection\nassets:\n  relay-01: ${"[".repeat(5_000)}${"]".repeat(5_000)}\n`,
    },
    stderr:
      "inventory/deep.yaml:3:17: error: the YAML nests too deeply to be read; no file cip-sync reads needs more than six levels (an inventory's deepest: the document, assets, an asset, its baseline, an item's list, an entry of it)\n",
  },
  {
    // A valid baseline nests six levels (its ports' entries): the message names the runaway line.
    name: "very deep nesting after a baseline that nests as deep as a document may",
    files: {
      "inventory/deep.yaml": [
        "cyber_system: Alpha Protection",
        "assets:",
        "  relay-01:",
        "    type: hardware",
        "    baseline:",
        "      ports: [{ port: 443, protocol: tcp, justification: management }]",
        `  relay-02: ${"[".repeat(5_000)}${"]".repeat(5_000)}`,
        "",
      ].join("\n"),
    },
    stderr:
      "inventory/deep.yaml:7:17: error: the YAML nests too deeply to be read; no file cip-sync reads needs more than six levels (an inventory's deepest: the document, assets, an asset, its baseline, an item's list, an entry of it)\n",
  },
  {
    name: "a duplicate key",
    files: { "inventory/dup.yaml": `${VALID}  relay-01: software\n` },
    stderr:
      'inventory/dup.yaml:4:3: error: duplicate key "relay-01" (first written at inventory/dup.yaml:3:3); keep one\n  inventory/dup.yaml:3:3: note: related location\n',
  },
  {
    name: "a merge key",
    files: { "inventory/merge.yaml": `${VALID}  <<: {relay-02: hardware}\n` },
    stderr: "inventory/merge.yaml:4:3: error: merge keys are not supported; write the keys out\n",
  },
  {
    name: "a %YAML 1.1 directive",
    files: { "inventory/old.yaml": `%YAML 1.1\n---\n${VALID}` },
    stderr:
      "inventory/old.yaml:1:1: error: %YAML 1.1 is not supported: inventory files are YAML 1.2 (where yes, no, on and off are text and 012 is not an octal number); remove the %YAML directive\n",
  },
  {
    name: "a control character in a name",
    files: { "inventory/ctl.yaml": `${VALID}  "relay\\u0007bell": hardware\n` },
    stderr:
      'inventory/ctl.yaml:4:3: error: asset name "relay\\u0007bell" contains U+0007 (a control character) at character 6; remove it\n',
  },
  {
    name: "a bidirectional override in a name",
    files: { "inventory/bidi.yaml": `${VALID}  "relay\\u202E10": hardware\n` },
    stderr:
      'inventory/bidi.yaml:4:3: error: asset name "relay\\u202E10" contains U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control: it can make a name display as another) at character 6; remove it\n',
  },
  {
    name: "a zero-width character in a name",
    files: { "inventory/zw.yaml": `${VALID}  "relay\\u200B02": hardware\n` },
    stderr:
      'inventory/zw.yaml:4:3: error: asset name "relay\\u200B02" contains U+200B ZERO WIDTH SPACE (an invisible zero-width character) at character 6; remove it\n',
  },
  {
    name: "a file that is not UTF-8",
    files: {
      "inventory/latin1.yaml": Uint8Array.from([
        ...new TextEncoder().encode(`${VALID}  caf`),
        0xe9,
        ...new TextEncoder().encode(": hardware\n"),
      ]),
    },
    stderr:
      "inventory/latin1.yaml:1:1: error: this file is not valid UTF-8 text; save it as UTF-8\n",
  },
  {
    name: "a file over the size cap",
    files: { "inventory/huge.yaml": `${VALID}#${"x".repeat(5 * 1024 * 1024)}\n` },
    stderr:
      "inventory/huge.yaml:1:1: error: this file is 5242942 bytes, over the limit of 5242880 bytes for one inventory file; split it into several files\n",
  },
  {
    name: "more assets than --max-assets",
    files: { "inventory/a.yaml": `${VALID}  relay-02: hardware\n` },
    args: ["--max-assets", "1"],
    stderr:
      "inventory/a.yaml:1:1: error: with this file the inventory declares 2 assets, over the limit of 1; later files were not parsed: check that the path patterns name only this organization's inventory files, or raise the limit with --max-assets (the Action's input max-assets)\n",
  },
  {
    name: "more bytes than --max-bytes",
    files: { "inventory/a.yaml": VALID },
    args: ["--max-bytes", "10"],
    stderr: `inventory/a.yaml:1:1: error: with this file the inventory files total ${VALID.length} bytes, over the limit of 10 bytes for all of them; this file and later ones were not parsed: check that the path patterns name only inventory files, or raise the limit with --max-bytes (the Action's input max-bytes)\n`,
  },
  {
    name: "a symbolic link out of the repository",
    files: { "outside/secret.yaml": VALID },
    links: { "repo/inventory/linked.yaml": "../../outside/secret.yaml" },
    stderr: (caseDir) =>
      `inventory/linked.yaml:1:1: error: this path is a symbolic link (or lies under one) to ${caseDir}/outside/secret.yaml, outside the repository root ${caseDir}/repo; inventory files must be in the repository: replace the link with the file itself\n`,
  },
  {
    name: "an empty file",
    files: { "inventory/empty.yaml": "" },
    stderr:
      "inventory/empty.yaml:1:1: error: this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory\n",
  },
  {
    name: "a document that is a list",
    files: { "inventory/list.yaml": "- relay-01\n- relay-02\n" },
    stderr:
      "inventory/list.yaml:1:1: error: a document must be a map with the keys cyber_system and assets, not a list; see docs/inventory-format.md\n",
  },
  {
    name: "a document that is a scalar",
    files: { "inventory/scalar.yaml": "relay-01\n" },
    stderr:
      'inventory/scalar.yaml:1:1: error: a document must be a map with the keys cyber_system and assets, not the text "relay-01"; see docs/inventory-format.md\n',
  },
  {
    name: "a missing cyber_system",
    files: { "inventory/nosys.yaml": "assets:\n  relay-01: hardware\n" },
    stderr:
      'inventory/nosys.yaml:1:1: error: missing key "cyber_system": write the name or id (cs_...) of the existing cyber system whose assets this document declares\n',
  },
  {
    name: "renamed_from naming an asset another document declares",
    files: {
      "inventory/a.yaml": VALID,
      "inventory/b.yaml":
        "cyber_system: Alpha Protection\nfacility: Substation Alpha\nassets:\n  relay-01b:\n    type: hardware\n    renamed_from: relay-01\n",
    },
    stderr:
      'inventory/b.yaml:6:19: error: renamed_from "relay-01" names an asset that another document declares, at inventory/a.yaml:3:3; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from\n  inventory/a.yaml:3:3: note: related location\n',
  },
  {
    name: "a glob that matches no file",
    files: {},
    args: ["--path", "inventry/"],
    stderr: (caseDir) =>
      `error: pattern "inventry/" matches no .yaml or .yml file, so the desired state could not be read; check the pattern (relative to ${caseDir}/repo)\n`,
  },
  {
    name: "one unreadable file among good ones",
    files: { "inventory/good.yaml": VALID },
    links: { "repo/inventory/gone.yaml": "moved-away.yaml" },
    stderr:
      "inventory/gone.yaml:1:1: error: this path cannot be read (ENOENT); check that it exists and is readable, so that the desired state can be read\n",
  },
  {
    name: "an unknown cyber system",
    files: { "inventory/unknown.yaml": "cyber_system: Alpha Protectoin\nassets: {}\n" },
    stderr:
      'inventory/unknown.yaml:1:15: error: cyber_system "Alpha Protectoin" matches no cyber system (by id or name); did you mean "Alpha Protection"?\n',
  },
  {
    name: "a shared baseline's impossible values, and an asset's misspelt name of it",
    files: {
      "inventory/a.yaml": [
        "cyber_system: Alpha Protection",
        "baselines:",
        "  rtu-standard:",
        "    ports:",
        '      - { port: "20000", protocol: TCP, justification: "" }',
        "    reviewed: 2026-02-30",
        "assets:",
        "  relay-01: { type: hardware, baseline: rtu-standard }",
        "  relay-02: { type: hardware, baseline: rtu-standrd }",
        "",
      ].join("\n"),
    },
    // Each error once, at its place: relay-01 is not told that rtu-standard is missing.
    stderr:
      'inventory/a.yaml:5:17: error: port must be a number, not the text "20000"; write it without quotes (port: 20000): only a range such as "49152-65535" is quoted\ninventory/a.yaml:5:36: error: unknown protocol "TCP"; did you mean "tcp"?\ninventory/a.yaml:5:56: error: justification is empty; write why the port must be open (CIP-007 R1.1)\ninventory/a.yaml:6:15: error: reviewed must be a date such as 2026-11-24 that exists (YYYY-MM-DD), not "2026-02-30"\ninventory/a.yaml:9:41: error: baseline "rtu-standrd" is not one of this document\'s baselines; did you mean "rtu-standard"?\n',
  },
  ...(
    [
      [
        "of another scheme than http(s)",
        "ftp://127.0.0.1/x",
        'uses "ftp:": give the incoming webhook\'s https:// address (http:// only to loopback addresses: 127.0.0.0/8, ::1, localhost)',
      ],
      [
        "with a misspelt scheme",
        "htp:/127.0.0.1:1",
        'uses "htp:": give the incoming webhook\'s https:// address (http:// only to loopback addresses: 127.0.0.0/8, ::1, localhost)',
      ],
      [
        "with credentials, which are never echoed",
        "https://user:secret@hooks.example/services/T/B/token",
        "contains credentials (user:password@ before the host), which a notification never sends: remove them; a webhook's address carries its own token",
      ],
      [
        "over http:// to another machine",
        "http://hooks.example/services/T/B/token",
        "uses http:// to hooks.example: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)",
      ],
      [
        "that is not a URL",
        "hooks.example/services/T/B/token",
        "is not a URL: give the incoming webhook's https:// address",
      ],
    ] as const
  ).map(([what, url, problem]) => ({
    name: `a notify URL ${what}`,
    files: { "inventory/a.yaml": VALID },
    env: { CIP_NOTIFY_URL: url },
    stderr: `error: CIP_NOTIFY_URL ${problem}\n`,
  })),
  {
    name: "a missing API key",
    files: { "inventory/a.yaml": VALID },
    env: { CIP_API_KEY: null },
    stderr:
      "error: CIP_API_KEY is not set: set CIP_API_KEY to the API key an Organization Admin generated for your organization\n",
  },
  // Issue 90: with neither set, both are named, not only the key.
  {
    name: "neither the service URL nor the API key",
    files: { "inventory/a.yaml": VALID },
    env: { CIP_API_KEY: null, CIP_API_URL: null },
    stderr:
      "error: CIP_API_URL and CIP_API_KEY are not set: set CIP_API_URL to the base URL of the Compliance Inventory Service (e.g. https://inventory.example.com or https://example.com/inventory-api), and CIP_API_KEY to the API key an Organization Admin generated for your organization\n",
  },
  {
    name: "an empty API key",
    files: { "inventory/a.yaml": VALID },
    env: { CIP_API_KEY: "" },
    stderr:
      "error: CIP_API_KEY is empty: set CIP_API_KEY to the API key an Organization Admin generated for your organization\n",
  },
  {
    name: "a multi-line API key",
    files: { "inventory/a.yaml": VALID },
    env: { CIP_API_KEY: `${KEY}\nX-Injected: 1` },
    stderr: "error: CIP_API_KEY contains a line break: set it to the key alone, on one line\n",
  },
];

/** A case's files in `caseDir` (the repository is its repo/), and the environment it runs with. */
export async function prepareCase(
  entry: BadInputCase,
  caseDir: string,
  apiUrl: string,
): Promise<{ repo: string; env: Record<string, string> }> {
  const repo = join(caseDir, "repo");
  await mkdir(repo, { recursive: true });
  for (const [path, content] of Object.entries(entry.files)) {
    // Paths under outside/ lie beside the repository, for links that leave it.
    const target = path.startsWith("outside/") ? join(caseDir, path) : join(repo, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  for (const [link, target] of Object.entries(entry.links ?? {})) {
    await mkdir(dirname(join(caseDir, link)), { recursive: true });
    await symlink(target, join(caseDir, link));
  }
  const env: Record<string, string> = { CIP_API_URL: apiUrl, CIP_API_KEY: KEY };
  for (const [name, value] of Object.entries(entry.env ?? {})) {
    if (value === null) delete env[name];
    else env[name] = value;
  }
  return { repo, env };
}

/** The run failed with exactly the case's message, and the service holds what it held. */
export function expectRefused(
  run: CliRun,
  entry: BadInputCase,
  caseDir: string,
  emulator: RunningEmulator,
): void {
  expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
    code: 1,
    stdout: "",
    stderr: typeof entry.stderr === "string" ? entry.stderr : entry.stderr(caseDir),
  });
  expect(emulator.mutatingRequestCount()).toBe(0);
  expect(emulator.inventory("acme").cyberAssets.map((asset) => asset.name)).toEqual(["relay-01"]);
}
