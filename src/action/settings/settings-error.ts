// A mistake in the Action's inputs or the runner's variables: the message names the input or
// variable and the fix; the run's failure-reason is `settings`.
export class SettingsError extends Error {
  override name = "SettingsError";
}
