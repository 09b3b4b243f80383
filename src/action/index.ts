// The Action's entry point, bundled to dist/index.js.
import { main } from "./main.ts";

await main(process.env);
