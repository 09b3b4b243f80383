// CIP-010 R2.1: a record without authority that names several assets is listed in each one's
// open interval (not_closed_by) through one list the assets share until another such record names
// one of them (configuration-monitoring-obligations.ts, to hold one list per record rather than
// one per asset). A list shared must never be changed in place: the asset the later record names
// lists both records, each other asset the first only, and each obligation has a list of its own.
import { describe, expect, it } from "vitest";
import { calendarRule, DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { r21Obligation } from "../../../src/core/obligations/configuration-monitoring/configuration-monitoring-obligation.ts";
import { DEFAULT_COMPLETION_GRACE_DAYS } from "../../../src/core/obligations/obligation-model.ts";
import {
  chainOf,
  configurationMonitoringDraft,
  day,
  highImpactChange,
  type ObservedAsset,
} from "../../support/evidence-records.ts";
import { judgeR21, observedAt, R21_SYSTEM } from "../../support/r21.ts";

const UNSIGNED = "commit 0123456789ab is not signed by any key of --operator-keys";
const ASSETS = ["alpha-rtu-01", "alpha-rtu-02", "alpha-rtu-03"];
const observed = (name: string): ObservedAsset => ({ cyber_system: R21_SYSTEM, name });

/** Each asset created; then unauthenticated files naming `named[0]`'s assets, `named[1]`'s, .... */
function ledger(named: readonly (readonly string[])[]): HashedRecord[] {
  const creates = ASSETS.map((name, index) => {
    const draft = highImpactChange(name);
    // Three assets, each its own id (highImpactChange gives every create the same one).
    for (const operation of draft.change.change_record!.operations)
      if (operation.action === "create") operation.asset_id = `ca_${index}`;
    return { draft, at: day(index) };
  });
  const files = named.map((names, index) => ({
    draft: configurationMonitoringDraft(
      "grid-east",
      100 + index,
      names.map(observed),
      observedAt(10 + index),
    ),
    at: day(10 + index),
  }));
  return chainOf([...creates, ...files]).map(({ record, text }, index) => ({
    record,
    sha256: sha256Hex(text),
    ...(index >= ASSETS.length ? { unauthenticated: UNSIGNED } : {}),
  }));
}

describe("CIP-010 R2.1 lists of records without authority", () => {
  it.each<[string, string[][], Record<string, number[]>]>([
    [
      "one file naming every asset: each lists it",
      [ASSETS],
      { "alpha-rtu-01": [4], "alpha-rtu-02": [4], "alpha-rtu-03": [4] },
    ],
    [
      "then a file naming one: that one lists both, the others the first only",
      [ASSETS, ["alpha-rtu-02"]],
      { "alpha-rtu-01": [4], "alpha-rtu-02": [4, 5], "alpha-rtu-03": [4] },
    ],
    [
      "then files naming two, then one: each lists the files that named it, in order",
      [ASSETS, ["alpha-rtu-01", "alpha-rtu-03"], ["alpha-rtu-03"]],
      { "alpha-rtu-01": [4, 5], "alpha-rtu-02": [4], "alpha-rtu-03": [4, 5, 6] },
    ],
  ])("%s", (_, named, expected) => {
    const { intervals } = judgeR21(ledger(named), {
      calendar: DEFAULT_CALENDAR,
      asOf: day(20).toISOString(),
    });
    const listed = Object.fromEntries(
      intervals.map((interval) => [
        interval.asset,
        (interval.not_closed_by ?? []).map((entry) => entry.record.sequence),
      ]),
    );
    expect(listed).toStrictEqual(expected);
    // Each obligation's list is its own: changing one changes no other asset's.
    const context = {
      calendar: DEFAULT_CALENDAR,
      today: day(20).toISOString().slice(0, 10),
      rule: calendarRule(DEFAULT_CALENDAR),
      completionGraceDays: DEFAULT_COMPLETION_GRACE_DAYS,
    };
    const [first, second] = intervals.map((interval) => r21Obligation(interval, context));
    expect(first?.not_closed_by).not.toBe(second?.not_closed_by);
  });
});
