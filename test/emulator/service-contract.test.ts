// The contract the specification states, checked on the wire in both directions: every request
// cip-sync sends and every answer the emulator gives, through plan, apply (one change of every
// kind), import, export and drift, must be what schemas/compliance-inventory-api.openapi.json
// (written from the spec) allows; and the check itself refuses what the spec does not allow.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { startEmulator } from "../../src/emulator/server.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  contractProblems,
  type Exchange,
  startContractFront,
} from "../support/service-contract.ts";
import { declaration, KEY, serviceSeed } from "../cli/systems-fixture.ts";

describe("cip-sync and the emulator against the service's OpenAPI description", () => {
  it.each(["spec", "documented"] as const)(
    "keep to it through plan, apply, import, export and drift (%s profile)",
    async (profile) => {
      const emulator = await startEmulator({ seed: serviceSeed, profile });
      const front = await startContractFront(emulator.url);
      const workdir = await mkdtemp(join(tmpdir(), "cip-contract-"));
      onTestFinished(async () => {
        await front.close();
        await emulator.close();
        await rm(workdir, { recursive: true, force: true });
      });
      await mkdir(join(workdir, "inventory"));
      await writeFile(join(workdir, "inventory", "systems.yaml"), declaration);
      const env = { CIP_API_URL: front.url, CIP_API_KEY: KEY };
      const run = (args: string[]) => runCliInProcess(args, { cwd: workdir, env });

      expect((await run(["plan"])).code).toBe(0);
      expect((await run(["apply", "--yes"])).code).toBe(0);
      expect((await run(["import", "--out", "imported"])).code).toBe(0);
      expect((await run(["export", "--format", "json", "--out", "assets.json"])).code).toBe(0);
      expect((await run(["drift"])).code).toBe(0);

      const counts = emulator.requestCounts();
      for (const route of [
        "GET /cyber-assets",
        "POST /cyber-assets",
        "PATCH /cyber-assets/{id}",
        "DELETE /cyber-assets/{id}",
      ])
        expect(counts.get(route), route).toBeGreaterThan(0);
      expect(front.violations).toEqual([]);
    },
  );
});

const asset = { id: "ca_1", name: "relay-01", cyber_system_id: "cs_1", asset_type: "hardware" };
const exchange = (parts: Partial<Exchange>): Exchange => ({
  method: "GET",
  path: "/cyber-assets",
  headers: { "x-api-key": "k" },
  body: "",
  status: 200,
  answer: JSON.stringify([asset]),
  ...parts,
});
const json = { "x-api-key": "k", "content-type": "application/json" };

describe("the contract check", () => {
  it.each([
    { case: "a list as the spec shows it", exchange: exchange({}), expected: [] },
    {
      case: "a planned path",
      exchange: exchange({ path: "/tasks", answer: "[]" }),
      expected: ["GET /tasks: not an operation an API key may call"],
    },
    {
      case: "a write to a read-only resource",
      exchange: exchange({ method: "DELETE", path: "/facilities/fac_1", status: 204, answer: "" }),
      expected: ["DELETE /facilities/fac_1: not an operation an API key may call"],
    },
    {
      case: "no key",
      exchange: exchange({ headers: {} }),
      expected: ["GET /cyber-assets: no X-API-Key header"],
    },
    {
      case: "a create with a field the spec does not have, and no type",
      exchange: exchange({
        method: "POST",
        headers: json,
        body: JSON.stringify({ name: "x", cyber_system_id: "cs_1", impact: "High" }),
        status: 201,
        answer: JSON.stringify(asset),
      }),
      expected: [
        "POST /cyber-assets: request body: / must have required property 'asset_type'; / must NOT have additional properties: impact",
      ],
    },
    {
      case: "an empty update",
      exchange: exchange({
        method: "PATCH",
        path: "/cyber-assets/ca_1",
        headers: json,
        body: "{}",
        answer: JSON.stringify(asset),
      }),
      expected: ["PATCH /cyber-assets/ca_1: request body: / must NOT have fewer than 1 properties"],
    },
    {
      case: "an answer with an asset of another prefix and no type",
      exchange: exchange({
        answer: JSON.stringify([{ id: "asset_1", name: "x", cyber_system_id: "cs_1" }]),
      }),
      expected: [
        "GET /cyber-assets: answer: /0 must have required property 'asset_type'; /0/id must match pattern \"^ca_\"",
      ],
    },
    {
      case: "an answer with a field neither the spec nor the service's documentation shows",
      exchange: exchange({
        answer: JSON.stringify([{ ...asset, lifecycle_state: "active" }]),
      }),
      expected: [
        "GET /cyber-assets: answer: /0 must NOT have additional properties: lifecycle_state",
      ],
    },
    {
      case: "an answer with the timestamps the service's documentation shows",
      exchange: exchange({
        answer: JSON.stringify([
          { ...asset, organization_slug: "grid-east", created_at: "t", updated_at: "t" },
        ]),
      }),
      expected: [],
    },
    {
      case: "a delete answered with a body",
      exchange: exchange({
        method: "DELETE",
        path: "/cyber-assets/ca_1",
        status: 204,
        answer: "{}",
      }),
      expected: ["DELETE /cyber-assets/ca_1: answered 204 with a body; it has none"],
    },
  ])("$case", ({ exchange: sent, expected }) => {
    expect(contractProblems(sent)).toEqual(expected);
  });
});
