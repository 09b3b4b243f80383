// Issue 88, "Smaller" and item 2, in the Action: the validate route and the pull request's plan
// read the checkout's cip-ledger.yaml with the inventory, and refuse a private key pasted there
// (the whole ledger-key.pem) at its line, annotated on the file, saying to paste the public half;
// no line of the private key reaches the log, the summary or the comment, nothing is applied.
import { generateKeyPairSync } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { annotations, runInProcess, workspaceOf } from "./run-action.ts";
import {
  checkDrift,
  commentsOnPullRequest,
  dir,
  emulator,
  planPullRequest,
  useScenario,
} from "./scenario.ts";

useScenario(runInProcess);

const pair = generateKeyPairSync("ed25519");
const PRIVATE = pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString().trim();
const PASTED = `version: 1\nwriter_keys:\n  - |\n    ${PRIVATE.replace(/\n/g, "\n    ")}\n`;

/**
 * No line of the private PEM in `output`, its armour included; the log's ::add-mask:: commands
 * (the runner hides what they name, and the scenario's own input ledger-key is masked so) aside.
 */
function expectNoPrivateLine(output: string): void {
  const shown = output
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");
  const lines = PRIVATE.split("\n").filter((line) => line.trim() !== "");
  expect(lines.filter((line) => shown.includes(line))).toEqual([]);
}

const pasteKey = () => writeFile(join(workspaceOf(dir), "cip-ledger.yaml"), PASTED);

describe("the checkout's cip-ledger.yaml", () => {
  it("validate refuses a private key at its line (failure-reason invalid)", async () => {
    await pasteKey();
    const run = await checkDrift({ mode: "validate", "api-key": "" });
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("invalid");
    const errors = annotations(run.stdout).filter((note) => note.kind === "error");
    expect(errors.map((note) => [note.properties, note.message])).toContainEqual([
      "title=Invalid inventory,file=cip-ledger.yaml,line=4,col=5",
      expect.stringContaining("writer_keys.0: a private key"),
    ]);
    expect(run.summary).toContain("cip-ledger.yaml:4:5");
    expectNoPrivateLine(run.stdout + run.summary);
  });

  it("the pull request's plan refuses it there too, and says so in the comment", async () => {
    await pasteKey();
    const run = await planPullRequest();
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("invalid");
    const comments = commentsOnPullRequest().map((comment) => comment.body);
    expect(comments.join("\n")).toContain("cip-ledger.yaml:4:5");
    expect(comments.join("\n")).toContain("paste the public half instead");
    expectNoPrivateLine(run.stdout + run.summary + comments.join("\n"));
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});
