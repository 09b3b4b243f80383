// What a platform source's platform observed, written as a configuration-monitoring file beside
// the documents (the source's `monitoring`): the owned systems' assets the sync keeps, each with
// the items the platform reported and when it observed them, the platform named as the collector.
// The drift check's monitoring-file seals it as it seals any collector's file; it never changes a
// declared baseline.
import { sha256Hex } from "../core/shared/sha256.ts";
import { TOOL_VERSION } from "../core/shared/tool-version.ts";
import {
  platformCollectorFile,
  type PlatformObservedAsset,
} from "../core/evidence/monitoring/platform-collector-file.ts";
import { ownedSystem } from "../core/sources/owned-systems.ts";
import type { PlatformObservation } from "../core/sources/platforms/platform-observation.ts";
import type { SourceSnapshot } from "../core/sources/source-documents.ts";
import type { MonitoredSource } from "../core/sources/sources-schema.ts";
import { SOURCE_KIND_NAMES } from "../core/sources/source-kinds.ts";
import { readNamedFile } from "../io/checkout/optional-file.ts";

export interface ObservedFile {
  /** Relative to the repository root. */
  path: string;
  content: string;
  /** The assets it holds: those the platform observed. */
  assets: number;
  /** Its observed_at: the earliest observation of those assets. */
  observedAt: string;
  /** Whether it differs from the file in the repository. */
  changed: boolean;
  /** The snapshot's digest with the file's: a new observation is a new snapshot to propose. */
  snapshotDigest: string;
}

/**
 * The file, when the source writes monitoring and its platform observed any asset it keeps;
 * undefined otherwise (a file written before is then left as it is: its date says how old it is).
 */
export async function observedFileOf(
  source: MonitoredSource,
  snapshot: SourceSnapshot,
  observations: { observationOf(name: string): PlatformObservation | undefined },
  root: string,
): Promise<ObservedFile | undefined> {
  const { monitoring } = source;
  const names = new Map(source.systems.map(ownedSystem).map((owned) => [owned.label, owned.name]));
  const assets: PlatformObservedAsset[] = snapshot.documents.flatMap((document) =>
    [...document.assets.keys()].flatMap((name) => {
      const observed = observations.observationOf(name);
      if (observed === undefined) return [];
      const { observedAt, ...items } = observed;
      return [
        {
          cyber_system: names.get(document.system) ?? document.system,
          name,
          observedAt,
          observed: items,
        },
      ];
    }),
  );
  const file = platformCollectorFile({
    workspace: monitoring.workspace,
    collector: {
      name: `${SOURCE_KIND_NAMES[source.kind]} (cip-sync source ${source.name})`,
      version: TOOL_VERSION,
    },
    assets,
  });
  if (file === undefined) return undefined;
  const current = await readNamedFile(root, monitoring.file);
  return {
    path: monitoring.file,
    content: file.text,
    assets: file.assets,
    observedAt: file.observedAt,
    changed: current !== file.text,
    snapshotDigest: `sha256:${sha256Hex(`${snapshot.digest}\n${file.text}`)}`,
  };
}
