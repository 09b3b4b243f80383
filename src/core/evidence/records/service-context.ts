// Which service and which organization a record's change or check was made against, as the
// CLI's and the Action's records both name them: the service URL's origin only (never a path,
// user name or query, where a key or a tenant could hide), and the organization the service's own
// records name. Pure.
import type { LiveInventory } from "../../shared/live-records.ts";

/** The service and organization a record names; each left out when it could not be read. */
export interface ServiceContext {
  /** The origin (scheme, host, port) of the service URL. */
  service?: string;
  /** The organization_slug the service reported on its records. */
  organization?: string;
}

export function serviceContext(
  serviceUrl: string | undefined,
  live: LiveInventory | undefined,
): ServiceContext {
  const service = serviceOrigin(serviceUrl);
  const organization = live === undefined ? undefined : organizationOf(live);
  return {
    ...(service === undefined ? {} : { service }),
    ...(organization === undefined ? {} : { organization }),
  };
}

/** Scheme, host and port of the service URL: never a path, user name or query. */
function serviceOrigin(url: string | undefined): string | undefined {
  const parsed = url === undefined ? null : URL.parse(url.trim());
  if (parsed === null || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
    return undefined;
  }
  return parsed.origin;
}

/**
 * The organization_slug the service's records carry: an API key reaches exactly one organization
 * (spec section 5), so every record names the same; none when the service listed no record, or
 * (against the spec) several.
 */
export function organizationOf(live: LiveInventory): string | undefined {
  const slugs = new Set(
    [...live.facilities, ...live.controlCenters, ...live.cyberSystems, ...live.cyberAssets].map(
      (record) => record.organization_slug,
    ),
  );
  return slugs.size === 1 ? [...slugs][0] : undefined;
}
