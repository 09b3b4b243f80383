// The ports population (CIP-007 R1.1), pure: which records are read (only where an asset's ports
// item changed), which record each port cites (the one that introduced it as it reads now), a
// baseline_ref as one row, a removed baseline as none, a commit that does not hold what its
// record vouches for refused, and cells that never become formulas.
import { describe, expect, it } from "vitest";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { KEPT_ELSEWHERE, PortPopulation } from "../../../src/core/audit/port-population.ts";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import type { PlanBaseline } from "../../../src/core/plan/plan-model.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { populationFiles, populations } from "../../support/populations.ts";
import { chainOf, changeDraft, day } from "../../support/evidence-records.ts";
import { alphaInventory, baselinesOf, withPorts } from "../../support/inventory-repository.ts";

const DNP3 = "{ port: 20000, protocol: tcp, service: dnp3, justification: DNP3 to the EMS }";
const HTTPS = "{ port: 443, protocol: tcp, service: https, justification: management }";
const RPC = '{ port: "49152-65535", protocol: udp, justification: RPC replies }';
const REF = `baseline_ref: { uri: "https://cmdb.example/rtu", sha256: ${"c".repeat(64)} }`;

/** Each commit's inventory (rtu-01's baseline, and rtu-02's when given): one record per commit. */
function ledger(commits: { rtu01?: string; rtu02?: string }[], withItems = true) {
  const contents = new Map<string, string>();
  const sealed = chainOf(
    commits.map((assets, index) => {
      const commit = String(index + 1).repeat(40);
      const declared: Record<string, string> = {};
      if (assets.rtu01 !== undefined) declared["rtu-01"] = assets.rtu01;
      if (assets.rtu02 !== undefined) declared["rtu-02"] = assets.rtu02;
      const text = alphaInventory(declared);
      contents.set(commit, text);
      const draft = changeDraft("grid-east", index + 1, "no-changes", 0);
      draft.change.merge_sha = commit;
      const baselines = Object.keys(declared).length === 0 ? [] : baselinesOf(text);
      // A record written before item digests carries the whole baseline's digest only.
      if (!withItems) for (const baseline of baselines) delete baseline.items;
      draft.change.baselines = baselines;
      return { draft, at: day(index) };
    }),
  );
  const records: HashedRecord[] = sealed.map(({ record, text }) => ({
    record,
    sha256: sha256Hex(text),
  }));
  const population = new PortPopulation();
  for (const entry of records) population.add(entry);
  /** The baseline content each commit declares for an asset, as the inventory files hold it. */
  const contentAt = (read: { commit: string; baseline: Pick<PlanBaseline, "asset"> }) =>
    parseInventoryText(contents.get(read.commit)!, "a.yaml").documents[0]!.assets.find(
      (asset) => asset.name === read.baseline.asset,
    )?.baseline?.content;
  return { population, contentAt, contents };
}

const brief = (rows: ReturnType<PortPopulation["rows"]>) => {
  if ("problem" in rows) throw new Error(rows.problem);
  return rows.map(
    (row) => `${row.asset} ${row.port}/${row.protocol ?? ""} #${row.record_sequence}`,
  );
};

describe("the ports population", () => {
  it.each([
    {
      why: "a port cites the record that introduced it; an unrelated change is not read",
      commits: [
        { rtu01: withPorts(`[${DNP3}]`) },
        { rtu01: withPorts(`[${DNP3}]`).replace("R145", "R146") },
        { rtu01: withPorts(`[${DNP3}, ${HTTPS}]`) },
      ],
      reads: [1, 3],
      rows: ["rtu-01 20000/tcp #1", "rtu-01 443/tcp #3"],
    },
    {
      why: "a port whose justification changed cites the change",
      commits: [
        { rtu01: withPorts(`[${DNP3}, ${RPC}]`) },
        { rtu01: withPorts(`[${DNP3.replace("to the EMS", "to the backup EMS")}, ${RPC}]`) },
      ],
      reads: [1, 2],
      rows: ["rtu-01 20000/tcp #2", "rtu-01 49152-65535/udp #1"],
    },
    {
      why: "a port removed and declared again cites its return",
      commits: [
        { rtu01: withPorts(`[${DNP3}]`) },
        { rtu01: withPorts("[]") },
        { rtu01: withPorts(`[${DNP3}]`) },
      ],
      reads: [1, 2, 3],
      rows: ["rtu-01 20000/tcp #3"],
    },
    {
      why: "a baseline_ref is one row, read from nowhere",
      commits: [
        { rtu01: withPorts(`[${DNP3}]`), rtu02: REF },
        { rtu01: withPorts(`[${DNP3}]`), rtu02: REF },
      ],
      reads: [1],
      rows: ["rtu-01 20000/tcp #1", `rtu-02 ${KEPT_ELSEWHERE}/ #1`],
    },
    {
      why: "an asset whose baseline is no longer declared has no row",
      commits: [
        { rtu01: withPorts(`[${DNP3}]`), rtu02: withPorts(`[${HTTPS}]`) },
        { rtu01: withPorts(`[${DNP3}]`) },
      ],
      reads: [1],
      rows: ["rtu-01 20000/tcp #1"],
    },
    {
      why: "a baseline moved to a baseline_ref: one row, citing the move",
      commits: [{ rtu01: withPorts(`[${DNP3}]`) }, { rtu01: REF }],
      reads: [1],
      rows: [`rtu-01 ${KEPT_ELSEWHERE}/ #2`],
    },
  ])("$why", ({ commits, reads, rows }) => {
    const { population, contentAt } = ledger(commits);
    expect(population.reads().map((read) => read.by.sequence)).toEqual(reads);
    expect(brief(population.rows(contentAt))).toEqual(rows);
  });

  it("reads a record written before item digests at each baseline change, by its whole digest", () => {
    const { population, contentAt } = ledger(
      [
        { rtu01: withPorts(`[${DNP3}]`) },
        { rtu01: withPorts(`[${DNP3}]`).replace("R145", "R146") },
        { rtu01: withPorts(`[${DNP3}]`).replace("R145", "R146") },
      ],
      false,
    );
    expect(population.reads().map((read) => read.by.sequence)).toEqual([1, 2]);
    expect(brief(population.rows(contentAt))).toEqual(["rtu-01 20000/tcp #1"]);
    const other = parseInventoryText(alphaInventory({ "rtu-01": withPorts("[]") }), "a.yaml");
    expect(population.rows(() => other.documents[0]!.assets[0]!.baseline!.content)).toEqual({
      problem: expect.stringContaining("are not those the record vouches for"),
    });
  });

  it("carries the asset's facts and the port's cells", () => {
    const { population, contentAt } = ledger([{ rtu01: withPorts(`[${DNP3}]`) }]);
    const rows = population.rows(contentAt);
    expect(rows).toEqual([
      expect.objectContaining({
        workspace: "grid-east",
        record_sequence: 1,
        asset: "rtu-01",
        cyber_system_id: "cs_alpha",
        cyber_system: "Alpha Protection",
        impact: "high",
        class: "BCA",
        erc: true,
        port: 20000,
        protocol: "tcp",
        service: "dnp3",
        justification: "DNP3 to the EMS",
      }),
    ]);
  });

  it("refuses a commit whose ports are not those the record vouches for, naming the record", () => {
    const { population } = ledger([{ rtu01: withPorts(`[${DNP3}]`) }]);
    const other = parseInventoryText(
      alphaInventory({ "rtu-01": withPorts(`[${HTTPS}]`) }),
      "a.yaml",
    );
    const rows = population.rows(() => other.documents[0]!.assets[0]!.baseline!.content);
    expect(rows).toEqual({
      problem: expect.stringMatching(
        /^record 1 of workspace grid-east \(asset rtu-01 in Alpha Protection, commit 1{40}\): the commit's ports \(sha256:[0-9a-f]{64}\) are not those the record vouches for \(sha256:[0-9a-f]{64}\); the record was made from a checkout with changes not in the commit, or the history was rewritten/,
      ),
    });
    expect(population.rows(() => undefined)).toEqual({
      problem: expect.stringContaining("the commit declares no baseline content for the asset"),
    });
  });

  it("writes a justification that looks like a formula as text", () => {
    const hostile = '{ port: 80, protocol: tcp, justification: "=HYPERLINK(\\"x\\")" }';
    const { population, contentAt } = ledger([{ rtu01: withPorts(`[${hostile}]`) }]);
    const rows = population.rows(contentAt);
    if ("problem" in rows) throw new Error(rows.problem);
    const period = { from: day(-1), to: day(10) };
    const files = populationFiles(populations([], period, { obligations: [], ports: rows }), "csv");
    const ports = files.find((file) => file.name === "ports.csv")!.content;
    expect(ports.split("\r\n")[0]).toBe(
      "workspace,record_sequence,record_sha256,record_path,recorded_at,asset_id,asset,cyber_system_id,cyber_system,impact,class,erc,port,protocol,service,justification",
    );
    expect(ports).toContain(`,"'=HYPERLINK(""x"")"`);
    expect(ports).not.toMatch(/(^|,)=/m);
  });
});
