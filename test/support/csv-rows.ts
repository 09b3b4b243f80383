// The rows of a CSV file cip-sync wrote (CRLF lines, a header first, no quoted commas in the cells
// the tests read), each as an object by column name.
import { readFile } from "node:fs/promises";

export async function csvRows(path: string): Promise<Record<string, string>[]> {
  const [header, ...lines] = (await readFile(path, "utf8")).trimEnd().split("\r\n");
  const columns = header!.split(",");
  return lines.map((line) =>
    Object.fromEntries(line.split(",").map((cell, i) => [columns[i], cell])),
  );
}
