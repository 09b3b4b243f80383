// The plan file's `released_systems` (plan-model.ts's ReleasedSystem): the systems whose document
// was removed since the base, which leave management with their assets kept.
import { z } from "zod";

export const releasedSystemsSchema = z
  .array(
    z.strictObject({
      cyber_system: z.strictObject({ id: z.string(), name: z.string() }),
      file: z.string(),
      live_assets: z.int().positive(),
    }),
  )
  .meta({
    description:
      "Systems whose document the base declared and no document declares now: they leave management, their live assets kept. Absent when none, or no base was read.",
  });
