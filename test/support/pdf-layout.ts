// What a printed page shows, read from the PDF Chromium makes (tagged, as page.pdf({ tagged: true })
// writes it): each page's text, decoded through its fonts' ToUnicode maps, and the headings and
// tables of the structure tree in document order, each with the page it starts on. Enough of PDF
// for Chromium's own output (uncompressed objects, Flate content streams), not a general reader.
import { inflateSync } from "node:zlib";

interface PdfObject {
  dict: string;
  stream: Buffer | undefined;
}

export interface PrintedLayout {
  /** Each page's text, in page order. */
  pages: string[];
  /** Headings (H1...H6) and tables in document order, with the page (0-based) each starts on. */
  blocks: { kind: string; page: number }[];
}

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(text); match !== null; match = header.exec(text)) {
    const start = header.lastIndex;
    const streamAt = text.indexOf("stream", start);
    const endAt = text.indexOf("endobj", start);
    const number = Number(match[1]);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const dataAt = streamAt + (text[streamAt + 6] === "\r" ? 8 : 7);
      const raw = pdf.subarray(dataAt, dataAt + length);
      objects.set(number, { dict, stream: /FlateDecode/.test(dict) ? inflateSync(raw) : raw });
      header.lastIndex = text.indexOf("endobj", dataAt + length);
    } else {
      objects.set(number, { dict: text.slice(start, endAt), stream: undefined });
      header.lastIndex = endAt;
    }
  }
  return objects;
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));
const refOf = (dict: string, key: string) => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return found === null ? undefined : Number(found[1]);
};

/** Glyph code (hex) to text, from a ToUnicode CMap's bfchar and bfrange entries. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(from!.toUpperCase(), hexText(to!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, to] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = parseInt(low!, 16);
      for (let code = first; code <= parseInt(high!, 16); code++) {
        const hex = code.toString(16).toUpperCase().padStart(low!.length, "0");
        const target = parseInt(to!, 16) + code - first;
        map.set(hex, String.fromCodePoint(target));
      }
    }
  }
  return map;
}

function pageOrder(objects: Map<number, PdfObject>, node: number): number[] {
  const dict = objects.get(node)?.dict ?? "";
  if (/\/Type \/Page\b(?!s)/.test(dict)) return [node];
  const kids = /\/Kids \[([^\]]*)\]/.exec(dict)?.[1] ?? "";
  return refs(kids).flatMap((kid) => pageOrder(objects, kid));
}

function pageText(objects: Map<number, PdfObject>, page: number): string {
  const dict = objects.get(page)!.dict;
  const resourcesRef = refOf(dict, "Resources");
  const resources = resourcesRef === undefined ? dict : objects.get(resourcesRef)!.dict;
  const fontsDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? "";
  const fonts = new Map<string, Map<string, string>>();
  for (const [, name, number] of fontsDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const cmapRef = refOf(objects.get(Number(number))!.dict, "ToUnicode");
    const cmap = cmapRef === undefined ? "" : objects.get(cmapRef)!.stream!.toString("latin1");
    fonts.set(name!, toUnicode(cmap));
  }
  const contents = /\/Contents (\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? "";
  const content = refs(contents)
    .map((ref) => objects.get(ref)!.stream!.toString("latin1"))
    .join("\n");
  let font = new Map<string, string>();
  const out: string[] = [];
  for (const [token, fontName, hex] of content.matchAll(
    /\/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]+)>|\bET\b/g,
  )) {
    if (fontName !== undefined) font = fonts.get(fontName) ?? new Map();
    else if (hex !== undefined)
      out.push(
        (hex.match(/.{4}/g) ?? []).map((code) => font.get(code.toUpperCase()) ?? "").join(""),
      );
    else if (token === "ET") out.push(" ");
  }
  return out.join("");
}

export function printedLayout(pdf: Buffer): PrintedLayout {
  const objects = parseObjects(pdf);
  const catalog = [...objects.values()].find(({ dict }) => /\/Type \/Catalog/.test(dict))!.dict;
  const pages = pageOrder(objects, refOf(catalog, "Pages")!);
  const pageIndex = new Map(pages.map((page, index) => [page, index]));
  const firstPage = (node: number): number | undefined => {
    const dict = objects.get(node)?.dict ?? "";
    const own = refOf(dict, "Pg");
    if (own !== undefined) return pageIndex.get(own);
    for (const child of refs(/\/K (\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? "")) {
      const found = firstPage(child);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const blocks: PrintedLayout["blocks"] = [];
  const walk = (node: number) => {
    const dict = objects.get(node)?.dict ?? "";
    if (!/\/Type \/StructElem/.test(dict) && !/\/Type \/StructTreeRoot/.test(dict)) return;
    const kind = /\/S \/(\w+)/.exec(dict)?.[1];
    if (kind !== undefined && /^(H[1-6]|Table)$/.test(kind)) {
      blocks.push({ kind, page: firstPage(node) ?? -1 });
    }
    for (const child of refs(/\/K (\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? "")) walk(child);
  };
  walk(refOf(catalog, "StructTreeRoot")!);
  return { pages: pages.map((page) => pageText(objects, page)), blocks };
}
