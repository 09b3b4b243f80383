// The validate route: the inventory files checked offline, without the service.
import { hasErrors } from "../../core/shared/diagnostics.ts";
import { validSummary } from "../run/messages.ts";
import type { RunScope } from "../run/run-scope.ts";

export async function validate(scope: RunScope): Promise<void> {
  const loaded = await scope.validatedOffline();
  if (hasErrors(loaded.diagnostics)) return scope.failInvalid(loaded.diagnostics, undefined);
  const assets = loaded.documents.reduce((sum, document) => sum + document.assets.length, 0);
  await scope.reporter.summary(
    `## Inventory validation: workspace \`${scope.settings.workspace}\`\n\n${validSummary(loaded.files.length, loaded.documents.length, assets)}`,
  );
}
