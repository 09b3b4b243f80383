// `npm run bench`: see bench/benchmark.ts and the README's Performance section.
import { runBenchmark } from "./benchmark.ts";

process.exitCode = await runBenchmark(process.argv.slice(2));
