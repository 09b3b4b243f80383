// The Action's entry point, bundled to dist/index.js.
import { run } from "./main.ts";

await run();
