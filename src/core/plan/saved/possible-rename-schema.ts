// A create and a delete that may be one asset renamed: the plan file's `possible_rename`
// (plan-model.ts's PossibleRename), on both operations.
import { z } from "zod";

export const possibleRenameSchema = z
  .strictObject({
    declared: z.string().meta({ description: "The name the files declare (the create)." }),
    live: z.string().meta({ description: "The name the service holds (the delete)." }),
    candidates: z
      .array(z.string())
      .min(1)
      .max(3)
      .meta({
        description:
          "Set on a delete that could not be paired one to one: the declared names of its cyber system and type it may have become, most similar first; declared is the first.",
      })
      .optional(),
    renamed_in_file: z
      .string()
      .meta({
        description:
          "The file that renamed it without renamed_from: the base (--base, the pull request's base) declared the live name there and no document declares it now; absent where no base tells. Not part of the fingerprint.",
      })
      .optional(),
  })
  .meta({
    description:
      "This create and a delete of the same cyber system and type may be one asset renamed in the service; apply refuses them without --allow-replace.",
  })
  .optional();
