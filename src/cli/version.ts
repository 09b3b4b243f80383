// What `cip-sync --version` prints: its own module, so the bin entry can answer without loading
// the engine.
import { TOOL_BUILD } from "../core/shared/tool-version.ts";

export const VERSION_LINE = `cip-sync ${TOOL_BUILD.version}${TOOL_BUILD.note}\n`;
