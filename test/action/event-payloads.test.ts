// The event payloads the tests feed the Action are payloads GitHub can send: each one the scenarios
// build is valid against @octokit/webhooks-schemas (every run checks its own in prepareRun), and
// the check refuses a payload GitHub cannot send, so a test cannot drift into one unnoticed.
import { describe, expect, it } from "vitest";
import { mergeGroupEvent } from "../support/fake-github.ts";
import { webhookProblems } from "../support/github-api-check.ts";
import {
  approvalReviewPayload,
  HEAD,
  MERGE,
  pullRequestEvent,
  workflowDispatchEvent,
} from "./scenario.ts";

describe("the event payloads of the scenarios, against GitHub's webhook schemas", () => {
  it.each([
    { event: "pull_request", payload: pullRequestEvent() },
    { event: "pull_request_review", payload: approvalReviewPayload() },
    {
      event: "push",
      payload: {
        ref: "refs/heads/main",
        before: HEAD,
        after: MERGE,
        repository: { default_branch: "main" },
      },
    },
    {
      event: "merge_group",
      payload: mergeGroupEvent({ headSha: HEAD, baseSha: MERGE, pullRequest: 7 }),
    },
    { event: "workflow_dispatch", payload: workflowDispatchEvent() },
    // GitHub publishes no payload schema for schedule: the runner's event file names the cron.
    { event: "schedule", payload: { schedule: "17 6 * * 1-5" } },
  ])("$event is one GitHub sends", ({ event, payload }) => {
    expect(webhookProblems(event, payload)).toEqual([]);
  });

  it.each([
    {
      case: "a review event with a top-level number (only pull_request events have one)",
      event: "pull_request_review",
      payload: { ...approvalReviewPayload(), number: 7 },
      expected: [
        "pull_request_review$submitted event: / must NOT have additional properties: number",
      ],
    },
    {
      case: "a pull_request event without its action",
      event: "pull_request",
      payload: { pull_request: pullRequestEvent().pull_request },
      expected: [
        "GitHub publishes no pull_request$event event: no workflow run starts with this payload",
      ],
    },
    {
      case: "a dispatch whose inputs are a list",
      event: "workflow_dispatch",
      payload: { ...workflowDispatchEvent(), inputs: ["plan"] },
      expected: [
        "workflow_dispatch$event event: /inputs must be object; /inputs must be null; /inputs must match a schema in anyOf",
      ],
    },
    {
      case: "a merge group that names its pull requests (GitHub's does not)",
      event: "merge_group",
      payload: {
        ...(mergeGroupEvent({ headSha: HEAD, baseSha: MERGE, pullRequest: 7 }) as object),
        pull_requests: [7],
      },
      expected: [
        "merge_group$checks_requested event: / must NOT have additional properties: pull_requests",
      ],
    },
  ])("refuses $case", ({ event, payload, expected }) => {
    expect(webhookProblems(event, payload)).toEqual(expected);
  });
});
