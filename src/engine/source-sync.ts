// `cip-sync source sync NAME`: read the source whole, build its documents, compare them with the
// files as they are, check the guards, then write (or, with --check, only say what would change).
// Whatever fails before the decision (the sources file, a page, a row) writes nothing.
import type { Diagnostic } from "../core/shared/diagnostics.ts";
import { hasErrors, quote } from "../core/shared/diagnostics.ts";
import { closestNames } from "../core/shared/names.ts";
import type { SafetyLimits } from "../core/plan/plan-model.ts";
import type { LocatedSource } from "../core/sources/parse-sources.ts";
import {
  type RowSink,
  SnapshotBuilder,
  type SourceSnapshot,
} from "../core/sources/source-documents.ts";
import { monitoredSource, type SourceDefinition } from "../core/sources/sources-schema.ts";
import { planSync, type SyncPlan } from "../core/sources/sync-plan.ts";
import type { PlatformReadOptions } from "../io/sources/platform-http.ts";
import { credentialVariablesOf } from "../core/sources/platforms/source-credentials.ts";
import { readSourceDirectory, writeSyncPlan } from "../io/sources/source-directory.ts";
import type { ObservedFile } from "./source-observations.ts";
import type { MonitoringFate } from "../core/sources/monitoring-fate.ts";
import { readNamedFile } from "../io/checkout/optional-file.ts";
import { loadSourcesFile, type SourcesFileLocation } from "../io/sources/sources-file.ts";

export interface SourceSyncSettings {
  sources: SourcesFileLocation;
  name: string;
  /** Change nothing; say whether the files would change. */
  check: boolean;
  /** Leave out rows that cannot be declared instead of failing. */
  skipInvalid: boolean;
  allowMassDelete: boolean;
  limits: SafetyLimits;
  /** The process's environment: a platform's credential and proxy; the variables a command lists. */
  env: Readonly<Record<string, string | undefined>>;
  /**
   * The Action's source-token: the secret of the source's kind (NETBOX_TOKEN, SERVICENOW_PASSWORD,
   * ...), in place of that variable. Empty or absent: the environment's.
   */
  sourceToken?: string;
  /** Trust in one more certificate authority for a platform, for tests. */
  extraCa?: string;
}

export type SourceSyncOutcome =
  /** The sources file is wrong, or names no such source. */
  | { status: "invalid"; diagnostics: Diagnostic[] }
  /** Rows that cannot be declared, without --skip-invalid. */
  | { status: "rows-rejected"; source: SourceDefinition; snapshot: SourceSnapshot }
  | { status: "refused"; source: SourceDefinition; snapshot: SourceSnapshot; plan: SyncPlan }
  | {
      status: "synced";
      source: SourceDefinition;
      /** Its digest covers the observed file too, where there is one. */
      snapshot: SourceSnapshot;
      plan: SyncPlan;
      /** The configuration-monitoring file of what the platform observed, when it writes one. */
      observed?: ObservedFile;
      /** What became of that file, when the source has `monitoring`: said on every sync. */
      monitoring?: MonitoringFate;
      /** False with --check, or when nothing differs. */
      written: boolean;
    };

export async function syncSource(settings: SourceSyncSettings): Promise<SourceSyncOutcome> {
  const found = await findSource(settings.sources, settings.name);
  if ("diagnostics" in found) return { status: "invalid", diagnostics: found.diagnostics };
  const source = found.definition;
  // Each row is judged and kept in brief as its page arrives; nothing is written before the read
  // has ended whole.
  const builder = new SnapshotBuilder(source);
  await readRows(source, settings, builder);
  const snapshot = builder.finish();
  if (snapshot.problems.length > 0 && !settings.skipInvalid) {
    return { status: "rows-rejected", source, snapshot };
  }
  const current = await readSourceDirectory(settings.sources.root, source.out);
  const plan = planSync(source.name, snapshot, current, settings.limits);
  // A file whose declared facts cannot be read is refused whatever the flags: writing would erase them.
  if (plan.unreadable.length > 0 || (plan.refusals.length > 0 && !settings.allowMassDelete)) {
    return { status: "refused", source, snapshot, plan };
  }
  // The monitoring file's model (the evidence records' schemas) is loaded only by a source that
  // writes one: the command line's start is most of a small sync's time (docs/performance.md).
  const monitored = monitoredSource(source);
  const observed =
    monitored === undefined
      ? undefined
      : await (
          await import("./source-observations.ts")
        ).observedFileOf(monitored, snapshot, builder, settings.sources.root);
  const monitoring =
    monitored === undefined
      ? undefined
      : await monitoringFateOf(
          monitored.monitoring.file,
          observed,
          snapshot,
          settings.sources.root,
        );
  const changed = observed?.changed === true ? observed : undefined;
  const changes = plan.writes.length + plan.removals.length > 0 || changed !== undefined;
  if (changes && !settings.check)
    await writeSyncPlan(settings.sources.root, source.out, plan, changed);
  return {
    status: "synced",
    source,
    snapshot: observed === undefined ? snapshot : { ...snapshot, digest: observed.snapshotDigest },
    plan,
    ...(observed === undefined ? {} : { observed }),
    ...(monitoring === undefined ? {} : { monitoring }),
    written: changes && !settings.check,
  };
}

/**
 * The monitoring file's fate: the file made of what the platform observed, or, when it observed
 * none of the assets kept, whether one is there to be left as it was.
 */
async function monitoringFateOf(
  path: string,
  observed: ObservedFile | undefined,
  snapshot: SourceSnapshot,
  root: string,
): Promise<MonitoringFate> {
  if (observed !== undefined) {
    const { changed, assets, observedAt } = observed;
    return { path, changed, assets, observedAt };
  }
  const kept = snapshot.documents.reduce((sum, document) => sum + document.assets.size, 0);
  return { path, kept, exists: (await readNamedFile(root, path)) !== undefined };
}

/** The named source of a valid sources file, or what is wrong. */
export async function findSource(
  location: SourcesFileLocation,
  name: string,
): Promise<LocatedSource | { diagnostics: Diagnostic[] }> {
  const parsed = await loadSourcesFile(location);
  if (parsed === undefined) {
    return {
      diagnostics: [
        {
          severity: "error",
          message:
            "there is no cip-sources.yaml at the repository root: declare the sources there (see docs/sources.md), or name the file with --sources",
        },
      ],
    };
  }
  if (hasErrors(parsed.diagnostics)) return { diagnostics: parsed.diagnostics };
  const source = parsed.sources.find((candidate) => candidate.definition.name === name);
  if (source !== undefined) return source;
  const names = parsed.sources.map((candidate) => candidate.definition.name);
  const [meant] = closestNames(name, names, 1);
  const fix =
    names.length === 0
      ? "it declares none yet: add one under sources: (see docs/sources.md)"
      : `${meant === undefined ? "" : `did you mean ${quote(meant)}? `}it declares ${names.map((known) => quote(known)).join(", ")}`;
  return {
    diagnostics: [
      {
        severity: "error",
        message: `${parsed.file} declares no source named ${quote(name)}; ${fix}`,
        location: { file: parsed.file, line: 1, column: 1 },
      },
    ],
  };
}

/**
 * Hands `into` every row of the source: a platform's as each page arrives. Only the reader of the
 * source's kind is loaded (the CSV parser, the command runner and each platform's paging are not
 * loaded by a sync that does not use them).
 */
async function readRows(
  source: SourceDefinition,
  settings: SourceSyncSettings,
  into: RowSink,
): Promise<void> {
  switch (source.kind) {
    case "csv": {
      const { readCsvRows } = await import("../io/sources/csv-source.ts");
      for (const row of await readCsvRows(source, settings.sources.root)) into.push(row);
      return;
    }
    case "command": {
      const { readCommandRows } = await import("../io/sources/command-source.ts");
      for (const row of await readCommandRows(source, settings.sources.root, settings.env))
        into.push(row);
      return;
    }
    case "netbox": {
      const { readNetboxRows } = await import("../io/sources/netbox-source.ts");
      for (const row of await readNetboxRows(source, platformOptions(source, settings)))
        into.push(row);
      return;
    }
    case "servicenow": {
      const { readServicenowRows } = await import("../io/sources/servicenow-source.ts");
      return readServicenowRows(source, platformOptions(source, settings), into);
    }
    case "tenable-ot": {
      const { readTenableOtRows } = await import("../io/sources/tenable-ot-source.ts");
      return readTenableOtRows(source, platformOptions(source, settings), into);
    }
    case "nozomi": {
      const { readNozomiRows } = await import("../io/sources/nozomi-source.ts");
      return readNozomiRows(source, platformOptions(source, settings), into);
    }
  }
}

/** The environment with source-token in the variable of the source's secret, and the CA. */
function platformOptions(
  source: SourceDefinition,
  settings: SourceSyncSettings,
): PlatformReadOptions {
  const variable = credentialVariablesOf(source)?.secret;
  const token = settings.sourceToken ?? "";
  return {
    env:
      token === "" || variable === undefined
        ? settings.env
        : { ...settings.env, [variable]: token },
    ...(settings.extraCa === undefined ? {} : { extraCa: settings.extraCa }),
  };
}
