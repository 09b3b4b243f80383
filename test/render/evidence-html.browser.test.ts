// The HTML audit pack in a real browser: Debian's headless Chromium driven by playwright-core.
// Skipped, saying why, where no Chromium is installed (.ci/run installs it).
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEvidenceReport } from "../../src/core/evidence/evidence-report.ts";
import { renderEvidenceHtml } from "../../src/render/evidence-html.ts";
import {
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  monitoringDraft,
} from "../support/evidence-records.ts";

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
].filter((path): path is string => path !== undefined && path !== "");
const executablePath = CANDIDATES.find((path) => existsSync(path));

/** No sandbox (containers have no user namespaces), no GPU, nothing that reaches the network. */
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function reportHtml(): string {
  const sealed = chainOf([
    { draft: monitoringDraft("grid-east", 1, true), at: day(0) },
    { draft: monitoringDraft("grid-east", 2, false), at: day(10) },
    { draft: changeDraft("grid-east", 3, "applied", 17), at: day(12) },
    { draft: monitoringDraft("grid-east", 4, true), at: day(52) },
    { draft: monitoringDraft("grid-west", 5, true), at: day(3) },
  ]);
  const report = buildEvidenceReport(
    ledgerFilesOf(sealed),
    { from: day(0), to: day(89) },
    day(200),
  );
  return renderEvidenceHtml(report);
}

if (executablePath === undefined) {
  console.warn(
    `Skipping the HTML report's browser test: no Chromium at ${CANDIDATES.join(" or ")} (apt-get install chromium-headless-shell, or set CHROMIUM_PATH).`,
  );
}

describe.skipIf(executablePath === undefined)(
  "the HTML evidence report in headless Chromium",
  () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await chromium.launch({ executablePath, args: FLAGS, headless: true });
    });

    afterAll(async () => {
      await browser?.close();
    });

    it("renders without console errors or requests, shows the gaps in the chart, and prints to PDF", async () => {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));

      await page.setContent(reportHtml(), { waitUntil: "load" });

      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
      expect(await page.locator("h2").allTextContents()).toEqual([
        "Workspace grid-east",
        "Workspace grid-west",
      ]);
      const chart = page.locator("svg.chart").first();
      expect(await chart.locator("circle").count()).toBe(3);
      // The 42-day gap (day 10 to day 52) and the 37 days from day 52 to the period's end.
      expect(await chart.locator("rect").count()).toBe(2);
      const box = await chart.boundingBox();
      expect(box?.width).toBeGreaterThan(300);

      const pdf = await page.pdf({ format: "A4", printBackground: true });
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.length).toBeGreaterThan(5_000);
      await page.close();
    });
  },
);
