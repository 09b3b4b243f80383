// Issue 23: the fields the service sends beyond the ones we map (the documented service's
// `created_at`/`updated_at`) are echoed in the JSON export and the change record, and never change
// the drift fingerprint.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ExportedAsset } from "../../src/core/inventory/writing/asset-rows.ts";
import { changeRecordSchema } from "../../src/core/evidence/records/evidence-schema.ts";
import type { EmulatorProfile } from "../../src/emulator/profile.ts";
import { runCliInProcess } from "../support/cli.ts";
import { EAST_KEY, emulatorWith, temporaryDirectory } from "../emulator/support.ts";
import { sealableCheckout } from "../support/inventory-repository.ts";

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A workspace declaring EMS's one live asset and one new one, against an emulator of `profile`. */
async function workspaceAgainst(profile: EmulatorProfile) {
  const emulator = await emulatorWith({ profile });
  const cwd = await temporaryDirectory();
  await mkdir(join(cwd, "inventory"));
  sealableCheckout(cwd);
  await writeFile(
    join(cwd, "inventory", "ems.yaml"),
    "cyber_system: EMS\ncontrol_center: Primary Control Center\nassets:\n  EMS-Server-01: hardware\n  ems-hmi-09: software\n",
  );
  const env = { CIP_API_URL: emulator.url, CIP_API_KEY: EAST_KEY };
  return { emulator, cwd, env };
}

describe("the service's extra fields", () => {
  it("are kept under service_fields in export --format json (documented profile)", async () => {
    const { cwd, env } = await workspaceAgainst("documented");
    const run = await runCliInProcess(["export", "--format", "json"], { cwd, env });
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as ExportedAsset[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row.service_fields)).toEqual(["created_at", "updated_at"]);
      expect(row.service_fields.created_at).toMatch(TIMESTAMP);
    }
  });

  it("leave service_fields empty where the service sends none (spec profile), and the CSV as it was", async () => {
    const { cwd, env } = await workspaceAgainst("spec");
    const json = await runCliInProcess(["export", "--format", "json"], { cwd, env });
    const rows = JSON.parse(json.stdout) as ExportedAsset[];
    expect(rows.every((row) => Object.keys(row.service_fields).length === 0)).toBe(true);
    const csv = await runCliInProcess(["export", "--format", "csv"], { cwd, env });
    expect(csv.stdout.split("\r\n")[0]).toBe(
      "asset_id,asset_name,asset_type,cyber_system_id,cyber_system_name,parent_kind,parent_id,parent_name",
    );
  });

  it.each([
    ["documented", ["created_at", "updated_at"]],
    ["spec", undefined],
  ] as const)(
    "reach the change record of an apply for the created asset (%s profile)",
    async (profile, expected) => {
      const { cwd, env } = await workspaceAgainst(profile);
      const run = await runCliInProcess(
        ["apply", "--yes", "--path", "inventory", "--record", "record.json"],
        { cwd, env },
      );
      expect(run.code).toBe(0);
      const record = changeRecordSchema.parse(
        JSON.parse(await readFile(join(cwd, "record.json"), "utf8")),
      );
      const created = record.operations.find((operation) => operation.action === "create");
      expect(created?.result).toBe("succeeded");
      expect(created?.service_fields && Object.keys(created.service_fields)).toEqual(expected);
      if (expected !== undefined) expect(created?.service_fields?.created_at).toMatch(TIMESTAMP);
    },
  );

  it("do not change the drift fingerprint: both profiles give the same one for the same inventory", async () => {
    const fingerprints = [];
    for (const profile of ["spec", "documented"] as const) {
      const { cwd, env } = await workspaceAgainst(profile);
      const run = await runCliInProcess(["drift", "--format", "json"], { cwd, env });
      expect(run.code).toBe(2);
      const findings = JSON.parse(run.stdout) as { live_fingerprint: string };
      fingerprints.push(findings.live_fingerprint);
    }
    expect(fingerprints[0]).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(fingerprints[1]).toBe(fingerprints[0]);
  });
});
