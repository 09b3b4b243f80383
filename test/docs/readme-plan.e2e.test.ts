// The plan comment the README shows is real: the plan `npm run demo` computes (examples/inventory/
// against the emulator's example seed), rendered as the comment renders it, under the title and
// status line the Action writes for it.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { planStatus } from "../../src/action/run/messages.ts";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { formatComment } from "../../src/render/review/comment-body.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { repositoryRoot, runBundledCli } from "../support/cli.ts";

const seedFile = "examples/emulator-seed.json";
let emulator: RunningEmulator;

beforeAll(async () => {
  const seed = parseEmulatorSeed(readFileSync(`${repositoryRoot}${seedFile}`, "utf8"), seedFile);
  emulator = await startEmulator({ seed, port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

/** The README's excerpt: the rendered plan between the comment's status line and the "…" line. */
function readmeExcerpt(): string[] {
  const readme = readFileSync(`${repositoryRoot}README.md`, "utf8");
  const section = readme.split("## What a plan comment looks like")[1] ?? "";
  const start = section.indexOf("**Plan: ");
  const end = section.indexOf("\n_… ");
  expect(start, "the README shows the plan's summary line").toBeGreaterThan(-1);
  expect(end, "the README ends its excerpt with a '_… then' line").toBeGreaterThan(start);
  return comparable(section.slice(start, end));
}

/** Lines as Markdown renders them: table cells without their padding, no blank lines. */
function comparable(markdown: string): string[] {
  return markdown
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && line !== ">")
    .map((line) =>
      /^(> )?\|/.test(line)
        ? line
            .split(/(?<!\\)\|/)
            .map((cell) => (/^\s*-+\s*$/.test(cell) ? "---" : cell.trim()))
            .join("|")
        : line,
    );
}

it("README.md shows the start of the demo's plan exactly as the plan comment renders it", async () => {
  const key = emulator.apiKeys().find(({ organization }) => organization === "grid-east")?.key;
  const run = await runBundledCli(
    ["plan", "--root", "examples", "--path", "examples/inventory", "--format", "markdown"],
    {
      cwd: repositoryRoot,
      env: { CIP_API_URL: emulator.url, CIP_API_KEY: key ?? "" },
    },
  );
  expect(run.code).toBe(0);
  const excerpt = readmeExcerpt();
  expect(excerpt.length).toBeGreaterThan(5);
  expect(comparable(run.stdout).slice(0, excerpt.length)).toEqual(excerpt);
});

it("README.md shows the comment's title and status line as the Action writes them for that plan", async () => {
  const key = emulator.apiKeys().find(({ organization }) => organization === "grid-east")?.key;
  const run = await runBundledCli(
    ["plan", "--root", "examples", "--path", "examples/inventory", "--format", "json"],
    {
      cwd: repositoryRoot,
      env: { CIP_API_URL: emulator.url, CIP_API_KEY: key ?? "" },
    },
  );
  expect(run.code).toBe(0);
  const plan = JSON.parse(run.stdout) as Plan;
  const readme = readFileSync(`${repositoryRoot}README.md`, "utf8");
  const section = readme.split("## What a plan comment looks like")[1] ?? "";
  const shown = section
    .slice(section.indexOf("\n---\n") + 5, section.indexOf("**Plan: "))
    .trim()
    .split(/\n\n+/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " "));
  // The README shows the commit as af1228f and the run's link as the repository's Actions page.
  const head = `af1228f${"0".repeat(33)}`;
  const body = formatComment({
    header: {
      workspace: "default",
      fingerprint: plan.fingerprint,
      head,
      status: "planned",
      deletes: plan.summary.delete,
    },
    statusLine: `${planStatus(plan, head)} [Run](../../actions).`,
    rendered: "",
  });
  const [, title, , statusLine] = body.split("\n");
  expect(shown).toEqual([title, statusLine]);
});
