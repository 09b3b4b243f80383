// Writes schemas/*.json from the zod schemas (`npm run schemas`); `--check` only compares and
// exits 1 naming each stale file, for CI. The committed files are what editors and users fetch.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { evidenceJsonSchema } from "../src/core/evidence/records/evidence-schema.ts";
import { configurationMonitoringJsonSchema } from "../src/core/evidence/monitoring/configuration-monitoring.ts";
import { inventoryJsonSchema } from "../src/core/inventory/document/inventory-schema.ts";
import { planJsonSchema } from "../src/core/plan/saved/plan-schema.ts";
import { sourcesJsonSchema } from "../src/core/sources/sources-schema.ts";
import { policyJsonSchema } from "../src/core/review/policy/file/policy-schema.ts";

export interface SchemaFile {
  /** Relative to the repository root. */
  path: string;
  content: string;
}

export function schemaFiles(): SchemaFile[] {
  return [
    {
      path: "schemas/inventory.schema.json",
      content: `${JSON.stringify(inventoryJsonSchema(), null, 2)}\n`,
    },
    { path: "schemas/plan.schema.json", content: `${JSON.stringify(planJsonSchema(), null, 2)}\n` },
    {
      path: "schemas/sources.schema.json",
      content: `${JSON.stringify(sourcesJsonSchema(), null, 2)}\n`,
    },
    {
      path: "schemas/evidence-record.schema.json",
      content: `${JSON.stringify(evidenceJsonSchema(), null, 2)}\n`,
    },
    {
      path: "schemas/configuration-monitoring.schema.json",
      content: `${JSON.stringify(configurationMonitoringJsonSchema(), null, 2)}\n`,
    },
    {
      path: "schemas/policy.schema.json",
      content: `${JSON.stringify(policyJsonSchema(), null, 2)}\n`,
    },
  ];
}

function main(check: boolean): number {
  const root = fileURLToPath(new URL("..", import.meta.url));
  let stale = 0;
  for (const file of schemaFiles()) {
    const target = `${root}${file.path}`;
    let current: string | undefined;
    try {
      current = readFileSync(target, "utf8");
    } catch {
      current = undefined;
    }
    if (current === file.content) continue;
    if (check) {
      stale += 1;
      process.stderr.write(`${file.path} is stale: run 'npm run schemas' and commit it.\n`);
    } else {
      writeFileSync(target, file.content);
      process.stderr.write(`wrote ${file.path}\n`);
    }
  }
  return stale === 0 ? 0 : 1;
}

if (import.meta.main) process.exitCode = main(process.argv.includes("--check"));
