// The JSON message docs/notifications.md shows is the one an apply refused for approvals sends,
// in process against the emulator, the fake GitHub and a webhook receiver: only the pull request's
// number and the run's address differ.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import { runInProcess } from "./run-action.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";
import { github, PR, planPullRequest, pushToMain, useScenario } from "./scenario.ts";

useScenario(runInProcess);

const PAGE = fileURLToPath(new URL("../../docs/notifications.md", import.meta.url));

/** The first ```json block of the page, parsed. */
function documentedMessage(): Record<string, unknown> {
  const block = /```json\n([\s\S]*?)```/.exec(readFileSync(PAGE, "utf8"))?.[1];
  expect(block).toBeDefined();
  return JSON.parse(block!) as Record<string, unknown>;
}

describe("docs/notifications.md", () => {
  it("shows the JSON message an apply refused for approvals sends", async () => {
    const webhook = await startWebhookReceiver();
    onTestFinished(() => webhook.close());
    github.pulls.find((pull) => pull.number === PR)!.reviews = [];
    await planPullRequest();
    const run = await pushToMain(undefined, {
      "min-approvals": "1",
      "notify-url": webhook.url,
      "notify-format": "json",
    });
    expect(run.outputs["failure-reason"]).toBe("not-approved");
    expect(webhook.deliveries).toHaveLength(1);

    const shown = documentedMessage();
    const number = /#(\d+)/.exec(String(shown.title))![1]!;
    const sent = JSON.parse(
      JSON.stringify(webhook.deliveries[0]!.body).replaceAll(`#${PR}`, `#${number}`),
    ) as Record<string, unknown>;
    expect(shown).toEqual({ ...sent, run_url: shown.run_url });
    expect(shown.run_url).toMatch(
      /^https:\/\/github\.com\/grid-east\/inventory\/actions\/runs\/\d+$/,
    );
  });
});
