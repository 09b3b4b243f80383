// `evidence append --monitoring FILE --listing`: the workspace's inventory listing read from the
// service as the drift check reads it (the engine's plan of the declared files against the live
// inventory, then inventory-listing.ts), for a ledger kept from the command line, which has no
// drift check to keep one. The same read names the collector's assets by the service's ids, as
// the drift route's does. A service that cannot be read, or files that do not resolve against it,
// refuse the append: the record is never sealed without the listing it was asked to carry.
import {
  inventoryListing,
  type ListingReference,
  listingReference,
  serializeListing,
} from "../../core/evidence/records/beside/inventory-listing.ts";
import {
  type AssetIds,
  assetIdsOf,
} from "../../core/evidence/monitoring/configuration-monitoring-record.ts";
import { DEFAULT_SAFETY_LIMITS } from "../../core/plan/plan-model.ts";
import { formatLocation } from "../../core/shared/diagnostics.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { redactSecretsInValue } from "../../core/shared/text/redact.ts";
import { type InventoryLoader, planFromSource } from "../../engine/engine.ts";
import { connectionSecrets, readConnection } from "../../io/network/connection.ts";
import { closingAfter, openClient, sourceOf } from "../shared/command-support.ts";
import type { CliIo } from "../shared/io.ts";
import { UsageError } from "../shared/usage-error.ts";
import type { EvidenceAppendSettings } from "./evidence-settings.ts";

/** The listing's file text, what the record keeps of it, and the ids of the live assets. */
export interface ServiceListing {
  text: string;
  reference: ListingReference;
  ids: AssetIds;
}

/**
 * The listing of `workspace` as the service holds it now, its declared side read at `commit` (the
 * checkout's HEAD, its inventory files unchanged) through `inventory`.
 */
export async function listingFromService(
  settings: EvidenceAppendSettings,
  io: CliIo,
  inventory: InventoryLoader,
  at: { workspace: string; commit: string },
): Promise<ServiceListing> {
  const refused = (why: string) =>
    new UsageError(
      `--listing reads the workspace's inventory listing from the service, and ${why}. Nothing was written.`,
    );
  let connection;
  try {
    connection = readConnection(settings.connection);
  } catch (error) {
    throw refused(`${errorMessage(error)}; or leave out --listing`);
  }
  const source = sourceOf(settings, io);
  const outcome = await closingAfter(openClient(settings.connection), (client) =>
    planFromSource({ source, inventory, limits: DEFAULT_SAFETY_LIMITS }, client),
  ).catch((error: unknown) => {
    throw refused(
      `the service at ${connection.baseUrl.href} could not be read (${errorMessage(error)}): check ${connection.urlSource} and ${connection.keySource} with 'cip-sync doctor', and try again`,
    );
  });
  if (outcome.status === "invalid") {
    const first = outcome.diagnostics.find((diagnostic) => diagnostic.severity === "error");
    const where = first?.location === undefined ? "" : `${formatLocation(first.location)}: `;
    throw refused(
      `the inventory does not resolve against the service (${where}${first?.message}): run 'cip-sync plan' and fix it first`,
    );
  }
  const { live, declared, plan } = outcome;
  // Redacted before it is hashed, as the Action redacts its own: the listing is committed.
  const listed = redactSecretsInValue(
    inventoryListing(at.workspace, at.commit, declared, live),
    connectionSecrets(connection),
  );
  const text = serializeListing(listed);
  return {
    text,
    reference: listingReference(text, listed),
    ids: assetIdsOf(plan.managed_systems, live.cyberAssets),
  };
}
