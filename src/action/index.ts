// The Action's entry point, bundled to dist/index.js. Node's compile cache is turned on before the
// rest is imported, so a later step on the same runner reuses the compiled bundle.
import module from "node:module";

module.enableCompileCache?.();
const { run } = await import("./main.ts");
await run();
