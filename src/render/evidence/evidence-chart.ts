// The HTML report's timeline, one inline SVG per workspace: monitoring runs and changes per UTC day
// over the period, month ticks on the axis, gaps over the limit as shaded bands, and a legend. A
// day (a few days, for a period over a year) is one mark whatever the number of records, so a
// 3-year ledger of hourly checks stays small. The report's first pass counts the marks
// (core/evidence/report/report-timeline.ts), so drawing reads no record. Drift is drawn after (so
// above) in-sync days and with its own shape, and change outcomes have a shape and colour each.
// Every text from the ledger is HTML-escaped.
import type {
  EvidenceReport,
  WorkspaceReport,
} from "../../core/evidence/report/evidence-report.ts";
import type { ChangeMark } from "../../core/evidence/report/report-entries.ts";
import { timelineBins } from "../../core/evidence/report/report-timeline.ts";
import { DAY_MS } from "../../core/shared/calendar.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { gapLine } from "./evidence-words.ts";

const CHART = { width: 960, height: 170, left: 20, right: 20, runsY: 40, changesY: 78, axisY: 100 };

const MONTH_NAMES = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/**
 * How each mark the report's first pass counts changes by is drawn, in drawing order (later ones
 * above).
 */
const CHANGE_MARKS = {
  applied: { label: "applied", colour: "#0969da", shape: "diamond" },
  "break-glass": { label: "break-glass (no review)", colour: "#8250df", shape: "triangle-down" },
  refused: { label: "refused", colour: "#bc4c00", shape: "square" },
  incomplete: { label: "failed, partly applied or interrupted", colour: "#cf222e", shape: "cross" },
} as const satisfies Record<ChangeMark, { label: string; colour: string; shape: string }>;

/** An SVG shape centred on (x, y). */
function shape(kind: string, x: number, y: number, colour: string, title: string): string {
  const tip = `<title>${escapeHtml(title)}</title>`;
  const path = (d: string, fill = colour) =>
    `<path d="${d}" fill="${fill}" stroke="${colour}" stroke-width="1.5">${tip}</path>`;
  switch (kind) {
    case "circle":
      return `<circle cx="${x}" cy="${y}" r="4" fill="${colour}">${tip}</circle>`;
    case "triangle":
      return path(`M${x} ${y - 7}L${x + 6} ${y + 4}L${x - 6} ${y + 4}Z`);
    case "triangle-down":
      return path(`M${x} ${y + 7}L${x + 6} ${y - 4}L${x - 6} ${y - 4}Z`);
    case "diamond":
      return path(`M${x} ${y - 6}L${x + 6} ${y}L${x} ${y + 6}L${x - 6} ${y}Z`);
    case "square":
      return path(`M${x - 5} ${y - 5}h10v10h-10Z`);
    default:
      return path(
        `M${x - 5} ${y - 5}L${x + 5} ${y + 5}M${x + 5} ${y - 5}L${x - 5} ${y + 5}`,
        "none",
      );
  }
}

/** Where a time falls on the chart, and the bins of days its marks count records in. */
function chartScale(report: EvidenceReport) {
  const start = Date.parse(report.period.from);
  const end = Date.parse(report.period.to);
  const span = CHART.width - CHART.left - CHART.right;
  const x = (time: number) =>
    Number(
      (
        CHART.left +
        ((Math.min(Math.max(time, start), end) - start) / (end - start)) * span
      ).toFixed(1),
    );
  const { binDays } = timelineBins({ from: new Date(start), to: new Date(end) });
  return {
    start,
    end,
    x,
    xOf: (iso: string) => x(Date.parse(iso)),
    binDays,
    binX: (index: number) => x(start + (index + 0.5) * binDays * DAY_MS),
    binLabel: (index: number) => {
      const first = new Date(start + index * binDays * DAY_MS).toISOString().slice(0, 10);
      if (binDays === 1) return first;
      const last = new Date(start + ((index + 1) * binDays - 1) * DAY_MS)
        .toISOString()
        .slice(0, 10);
      return `${first} to ${last}`;
    },
  };
}

/** The timeline of `workspace`, from the runs and changes the report's first pass counted. */
export function timelineSvg(workspace: WorkspaceReport, report: EvidenceReport): string {
  const { start, end, x, xOf, binDays, binX, binLabel } = chartScale(report);
  const { runs: runDays, changes: changeDays } = workspace.timeline;
  const gaps = workspace.gaps_over_limit.map(
    (gap) =>
      `<rect class="gap" x="${xOf(gap.from)}" y="22" width="${(xOf(gap.to) - xOf(gap.from)).toFixed(1)}" height="70" fill="#ffebe9" stroke="#cf222e" stroke-dasharray="4 3"><title>${escapeHtml(gapLine(gap, report.limit_days))}</title></rect>`,
  );
  // In-sync days first, drift after: a drift mark is never under an in-sync one.
  const runs = ["in-sync", "drift"].flatMap((status) =>
    runDays
      .filter((day) => day.key === status)
      .map((day) => {
        const title = `${binLabel(day.bin)}: ${day.count} run(s) ${status === "drift" ? "found drift" : "in sync"}`;
        const mark =
          status === "drift"
            ? shape("triangle", binX(day.bin), CHART.runsY, "#cf222e", title)
            : shape("circle", binX(day.bin), CHART.runsY, "#1a7f37", title);
        return mark.replace(/^<(\w+)/, `<$1 class="run ${status}"`);
      }),
  );
  const changes = (Object.keys(CHANGE_MARKS) as ChangeMark[]).flatMap((kind) =>
    changeDays
      .filter((day) => day.key === kind)
      .map((day) => {
        const { colour, shape: form, label } = CHANGE_MARKS[kind];
        const mark = shape(
          form,
          binX(day.bin),
          CHART.changesY,
          colour,
          `${binLabel(day.bin)}: ${day.count} change(s) ${label}`,
        );
        return mark.replace(/^<(\w+)/, `<$1 class="change ${kind}"`);
      }),
  );
  return `<svg class="chart" role="img" viewBox="0 0 ${CHART.width} ${CHART.height}" xmlns="http://www.w3.org/2000/svg"><title>Monitoring runs and changes of ${escapeHtml(workspace.workspace)}; shaded: gaps over ${report.limit_days} days</title>
<line x1="${CHART.left}" y1="${CHART.runsY}" x2="${CHART.width - CHART.right}" y2="${CHART.runsY}" stroke="#d0d7de"/>
<line x1="${CHART.left}" y1="${CHART.changesY}" x2="${CHART.width - CHART.right}" y2="${CHART.changesY}" stroke="#d0d7de"/>
<text x="${CHART.left}" y="14" font-size="11" fill="#57606a">monitoring runs (top) and changes (bottom), one mark per ${binDays === 1 ? "day" : `${binDays} days`}</text>
${gaps.join("")}${runs.join("")}${changes.join("")}
${monthAxis(start, end, x)}
${legend()}
</svg>`;
}

/** A tick at each month's first day, labelled (every third month when the period is long). */
function monthAxis(start: number, end: number, x: (time: number) => number): string {
  const ticks: string[] = [
    `<line x1="${CHART.left}" y1="${CHART.axisY}" x2="${CHART.width - CHART.right}" y2="${CHART.axisY}" stroke="#57606a"/>`,
  ];
  const first = new Date(start);
  let year = first.getUTCFullYear();
  let month = first.getUTCMonth();
  const months = Math.max(1, (end - start) / (30.44 * DAY_MS));
  const every = months > 24 ? 6 : months > 12 ? 3 : 1;
  // One tick a month: at most a few hundred for any period the report accepts.
  for (let time = Date.UTC(year, month, 1); time < end; time = Date.UTC(year, month, 1)) {
    if (time >= start) {
      const at = x(time);
      ticks.push(
        `<line class="tick" x1="${at}" y1="${CHART.axisY}" x2="${at}" y2="${CHART.axisY + 5}" stroke="#57606a"/>`,
      );
      if (month % every === 0 || ticks.length === 2) {
        const label =
          month === 0 || ticks.length === 2 ? `${MONTH_NAMES[month]} ${year}` : MONTH_NAMES[month];
        ticks.push(
          `<text class="month" x="${at}" y="${CHART.axisY + 16}" font-size="10" text-anchor="${labelAnchor(at, String(label).length)}" fill="#57606a">${label}</text>`,
        );
      }
    }
    month++;
    if (month === 12) {
      month = 0;
      year++;
    }
  }
  return ticks.join("");
}

/**
 * Where a month label hangs from its tick: centred, unless centring would push it past an edge of
 * the chart (a period starting on the 1st puts "Jan 2026" at the left edge, half of it clipped).
 */
function labelAnchor(at: number, characters: number): "start" | "middle" | "end" {
  // About 6 px a character at font-size 10, halved: an upper bound for the month names and years.
  const half = characters * 3;
  if (at - half < 0) return "start";
  if (at + half > CHART.width) return "end";
  return "middle";
}

function legend(): string {
  const items: [string, string, string][] = [
    ["circle", "#1a7f37", "in sync"],
    ["triangle", "#cf222e", "drift"],
    ...Object.values(CHANGE_MARKS).map(
      ({ shape: form, colour, label }): [string, string, string] => [form, colour, label],
    ),
  ];
  let at = CHART.left + 6;
  const y = CHART.height - 22;
  const parts = items.map(([form, colour, label]) => {
    const mark = shape(form, at, y, colour, label);
    const text = `<text x="${at + 10}" y="${y + 4}" font-size="11" fill="#1b1f24">${label}</text>`;
    at += 24 + label.length * 6;
    return `${mark}${text}`;
  });
  const band = `<rect x="${at}" y="${y - 6}" width="16" height="12" fill="#ffebe9" stroke="#cf222e" stroke-dasharray="4 3"/><text x="${at + 20}" y="${y + 4}" font-size="11" fill="#1b1f24">gap over the limit</text>`;
  return `<g class="legend">${parts.join("")}${band}</g>`;
}
