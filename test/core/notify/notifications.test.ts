// Which states notify, and the message per format: the generic JSON against its documented schema,
// Slack's blocks and Teams' adaptive card in the shapes their webhooks take, and a hostile name
// that can mention no one and link nowhere in any of them.
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import {
  changeEvent,
  driftState,
  NOTIFY_EVENTS,
  type Notice,
  noticePayload,
  slackText,
  teamsText,
} from "../../../src/core/notify/notifications.ts";
import { repositoryRoot } from "../../support/cli.ts";

const HOSTILE =
  "<!channel> <@U123> <https://evil.example|click> [x](https://evil.example) @here **bold**";
const NOTICE: Notice = {
  event: "refused",
  state: "new",
  origin: { kind: "action", repository: "grid-east/inventory", workspace: "default" },
  title: `Inventory change refused for ${HOSTILE}`,
  detail: "not approved",
  runUrl: "https://github.com/grid-east/inventory/actions/runs/7",
};

describe("which states notify", () => {
  it.each([
    ["applied", "applied"],
    ["partly-applied", "failed"],
    ["failed", "failed"],
    ["interrupted", "failed"],
    ["not-approved", "refused"],
    ["policy", "refused"],
    ["unsafe", "refused"],
    ["plan-changed", "refused"],
    ["no-reviewed-plan", "refused"],
    ["invalid", "refused"],
    ["no-changes", undefined],
  ])("an apply attempt that came to %s: %s", (outcome, event) => {
    expect(changeEvent(outcome)).toBe(event);
  });

  it.each([
    ["opened", "new"],
    ["closed", "resolved"],
    // The same drift seen again, or still in sync: no new state, no message.
    ["updated", undefined],
    ["none", undefined],
  ] as const)("a drift issue %s: %s", (action, state) => {
    expect(driftState(action)).toBe(state);
  });
});

/** The values of `event` that docs/notifications.md lists ("`event` is one of ..."). */
function documentedEvents(): string[] {
  const page = readFileSync(`${repositoryRoot}docs/notifications.md`, "utf8");
  const sentence = /`event` is one of ([^;]+);/.exec(page)?.[1] ?? "";
  return [...sentence.matchAll(/`([a-z-]+)`/g)].map(([, event]) => event!);
}

const JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: [
    "schema",
    "event",
    "state",
    "origin",
    "repository",
    "workspace",
    "operator",
    "title",
    "detail",
    "run_url",
  ],
  properties: {
    schema: { const: "cip-sync.notification/1" },
    // The events docs/notifications.md documents: a receiver is written from that page.
    event: { enum: documentedEvents() },
    state: { enum: ["new", "resolved"] },
    origin: { enum: ["action", "cli"] },
    repository: { type: ["string", "null"] },
    workspace: { type: ["string", "null"] },
    operator: { type: ["string", "null"] },
    title: { type: "string" },
    detail: { type: "string" },
    run_url: { anyOf: [{ type: "null" }, { type: "string", pattern: "^https://" }] },
  },
};

describe("the message of each format", () => {
  it("json: the documented schema, names as plain text", () => {
    const payload = noticePayload(NOTICE, "json");
    const validate = new Ajv.default().compile(JSON_SCHEMA);
    expect(validate(payload) ? [] : validate.errors).toEqual([]);
    expect((payload as { title: string }).title).toBe(NOTICE.title);
  });

  it.each(
    NOTIFY_EVENTS.flatMap((event) =>
      (["new", "resolved"] as const).map((state) => ({ event, state })),
    ),
  )("json: $event ($state) is a message of the documented schema", ({ event, state }) => {
    const validate = new Ajv.default().compile(JSON_SCHEMA);
    const payload = noticePayload({ ...NOTICE, event, state }, "json");
    expect(validate(payload) ? [] : validate.errors).toEqual([]);
  });

  it("slack: a section's text within the 3,000 characters Slack takes, its escapes whole", () => {
    const payload = noticePayload({ ...NOTICE, detail: "<&>".repeat(2000) }, "slack") as {
      blocks: { text?: { text: string } }[];
    };
    const section = payload.blocks[1]!.text!.text;
    expect(section.length).toBeLessThanOrEqual(3000);
    expect(section).toMatch(/(&lt;|&amp;|&gt;)…$/);
  });

  it("slack: text and blocks, with <, > and & escaped so that no name mentions or links", () => {
    const payload = noticePayload(NOTICE, "slack") as {
      text: string;
      blocks: { type: string; text?: { type: string; text: string } }[];
    };
    expect(payload.blocks.map((block) => block.type)).toEqual(["header", "section", "actions"]);
    expect(payload.blocks[0]!.text!.type).toBe("plain_text");
    for (const text of [payload.text, payload.blocks[1]!.text!.text]) {
      expect(text).not.toMatch(/<[!@h]/);
    }
    expect(payload.text).toContain(
      "&lt;!channel&gt; &lt;@U123&gt; &lt;https[:]//evil[.]example|click&gt;",
    );
  });

  it("teams: an adaptive card whose text blocks escape Markdown, the only link the run's", () => {
    const payload = noticePayload(NOTICE, "teams") as {
      type: string;
      attachments: {
        contentType: string;
        content: {
          type: string;
          version: string;
          body: { text: string }[];
          actions: { url: string }[];
        };
      }[];
    };
    expect(payload.type).toBe("message");
    const [card] = payload.attachments;
    expect(card!.contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(card!.content).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    expect(card!.content.body[0]!.text).toContain("\\[x\\](https\\[:\\]//evil\\[.\\]example)");
    expect(card!.content.body[0]!.text).not.toMatch(/(?<!\\)\[x\]\(/);
    expect(card!.content.actions.map((action) => action.url)).toEqual([NOTICE.runUrl]);
  });
});

describe("untrusted text is inert and reads as written", () => {
  it.each<[string, string, string, string]>([
    [
      "a plain asset name: nothing escaped",
      "alpha-relay-01 in v0.2.0.",
      "alpha-relay-01 in v0.2.0.",
      "alpha-relay-01 in v0.2.0.",
    ],
    [
      "an address with its scheme",
      "https://sso-reset.example/login",
      "https[:]//sso-reset[.]example/login",
      "https\\[:\\]//sso-reset\\[.\\]example/login",
    ],
    [
      "an address without a scheme, with a path",
      "sso-reset.example/login",
      "sso-reset[.]example/login",
      "sso-reset\\[.\\]example/login",
    ],
    [
      "www. without a scheme",
      "www.evil.example",
      "www[.]evil[.]example",
      "www\\[.\\]evil\\[.\\]example",
    ],
    ["a file name is not an address", "cip-policy.yaml", "cip-policy.yaml", "cip-policy.yaml"],
    [
      "mentions and Slack's links",
      "<!channel> <@U1> <https://e.example|x> & more",
      "&lt;!channel&gt; &lt;@U1&gt; &lt;https[:]//e[.]example|x&gt; &amp; more",
      "\\<!channel\\> \\<@U1\\> \\<https\\[:\\]//e\\[.\\]example|x\\> & more",
    ],
    [
      "Markdown emphasis and links",
      "**b** _i_ [x](y)",
      "**b** _i_ [x](y)",
      "\\*\\*b\\*\\* \\_i\\_ \\[x\\](y)",
    ],
    ["a list's bullet at the start", "- item + more", "- item + more", "\\- item + more"],
    ["a numbered list's start", "12. item", "12. item", "12\\. item"],
  ])("%s", (_case, text, slack, teams) => {
    expect([slackText(text), teamsText(text)]).toEqual([slack, teams]);
  });

  it("slack: the section is verbatim, so Slack parses no bare address, channel or mention", () => {
    const payload = noticePayload(NOTICE, "slack") as {
      blocks: { type: string; text?: { type: string; verbatim?: boolean } }[];
    };
    expect(payload.blocks[1]!.text).toMatchObject({ type: "mrkdwn", verbatim: true });
  });

  it.each<[string, Notice["origin"], string | null, string]>([
    [
      "the Action",
      NOTICE.origin,
      "grid-east/inventory",
      "grid-east/inventory, workspace default: not approved",
    ],
    [
      "the terminal, in a checkout",
      { kind: "cli", repository: "https://github.com/grid-east/inventory.git" },
      "https://github.com/grid-east/inventory.git",
      "a break-glass apply from the command line in https://github.com/grid-east/inventory.git: not approved",
    ],
    [
      "the terminal, no checkout",
      { kind: "cli" },
      null,
      "a break-glass apply from the command line: not approved",
    ],
  ])("the repository of an apply from %s", (_case, origin, repository, where) => {
    const notice = { ...NOTICE, origin };
    expect((noticePayload(notice, "json") as { repository: unknown }).repository).toBe(repository);
    const teams = noticePayload(notice, "teams") as {
      attachments: { content: { body: { text: string }[] } }[];
    };
    expect(teams.attachments[0]!.content.body[1]!.text).toBe(teamsText(where));
  });
});
