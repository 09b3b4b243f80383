// A system that leaves management: part of the plan model (plan-model.ts re-exports it); what
// released-systems.ts finds and every plan output shows.

/**
 * A system whose document the base declared and no document declares now, with live assets: it
 * leaves management, its assets left live as they are.
 */
export interface ReleasedSystem {
  cyber_system: { id: string; name: string };
  /** The base's file that declared it. */
  file: string;
  /** Its live assets, which stay in the service. */
  live_assets: number;
}
