// What `cip-sync --version` prints: its own module, so the bin entry can answer without loading
// the engine.
import packageJson from "../../package.json" with { type: "json" };

export const VERSION_LINE = `cip-sync ${packageJson.version}\n`;
