// One inventory file's text -> inventory documents, with every problem located at file:line:column.
// The walk reads YAML nodes rather than the plain value so that (1) a name is exactly the text the
// user wrote (a plain `0x1F`, `012` or `~` is that text, never 31, 12 or null), (2) each problem
// points at its node, and (3) all problems of a file are reported in one pass.
import { type Document, isMap, isNode, isScalar, isSeq, LineCounter, type YAMLMap } from "yaml";
import { ASSET_DETAIL_KEYS, DOCUMENT_KEYS } from "./inventory-schema.ts";
import { ASSET_TYPES, type AssetType } from "../../shared/live-records.ts";
import { type DeclaredAsset, type InventoryDocument, type Located } from "./document.ts";
import { type Diagnostic, type SourceLocation } from "../../shared/diagnostics.ts";
import { ASSET_NAME, type NameField, nameProblem, REFERENCE_FIELDS } from "./name-rules.ts";
import { closestNames } from "../../shared/names.ts";
import { isOneOf } from "../../shared/collections.ts";
import { compareDiagnostics, quote } from "../../shared/diagnostics.ts";
import { readPlainInventory } from "./plain-inventory.ts";
import {
  describeValue,
  isEmptyPlain,
  nodeStart,
  parseYamlDocuments,
  scalarText,
} from "./yaml-reader.ts";
import { type BaselineGroups, type WrittenBaseline } from "./baseline-reader.ts";
import { SYSTEM_FACT_KEYS, type SystemFacts, SystemFactsReader } from "./system-facts-reader.ts";
import { ASSET_CLASSES, type AssetClass } from "./asset-class.ts";
import { IMPACT_LEVELS, type Impact, type Principal } from "./principals.ts";

interface ParsedInventoryText {
  /**
   * Every document whose cyber_system and assets could be read, with the assets that could be
   * read. When `diagnostics` holds errors this is a partial picture, good for further checks only.
   */
  documents: InventoryDocument[];
  diagnostics: Diagnostic[];
}

export function parseInventoryText(text: string, file: string): ParsedInventoryText {
  const documents = readPlainInventory(text, file);
  return documents === undefined ? parseInventoryYaml(text, file) : { documents, diagnostics: [] };
}

/** The YAML walk alone: what parseInventoryText does with a file that is not plain. */
export function parseInventoryYaml(text: string, file: string): ParsedInventoryText {
  const lineCounter = new LineCounter();
  const docs = parseYamlDocuments(text, lineCounter);
  const parser = new FileParser(text, file, lineCounter);
  if (docs.length === 0) {
    parser.error(
      0,
      "this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory",
    );
  }
  let previousEnd = 0;
  for (const doc of docs) {
    parser.document(doc, previousEnd);
    previousEnd = doc.range[2];
  }
  return { documents: parser.documents, diagnostics: parser.diagnostics.sort(compareDiagnostics) };
}

class FileParser extends SystemFactsReader {
  /** The baselines the current document's assets wrote, resolved once its `baselines` are read. */
  #writtenBaselines = new Map<DeclaredAsset, WrittenBaseline>();

  readonly documents: InventoryDocument[] = [];

  document(doc: Document.Parsed, previousEnd: number): void {
    if (!this.yamlProblems(doc, previousEnd)) return;
    const contents = doc.contents;
    if (contents === null || (isScalar(contents) && isEmptyPlain(contents))) {
      this.error(
        doc.range[0],
        'empty YAML document; declare a cyber system here (cyber_system and assets) or remove the extra "---"',
      );
      return;
    }
    if (!this.plainNode(contents)) return;
    if (!isMap(contents)) {
      this.error(
        nodeStart(contents),
        `a document must be a map with the keys cyber_system and assets, not ${describeValue(contents)}; see docs/inventory-format.md`,
      );
      return;
    }
    this.#documentMap(contents);
  }

  #documentMap(map: YAMLMap<unknown, unknown>): void {
    const firstKey = map.items[0]?.key;
    const start = isNode(firstKey) ? nodeStart(firstKey) : nodeStart(map);
    let cyberSystem: Located<string> | undefined;
    let facility: Located<string> | undefined;
    let controlCenter: Located<string> | undefined;
    let facilityKey: number | undefined;
    let controlCenterKey: number | undefined;
    let prune = true;
    let assets: DeclaredAsset[] | undefined;
    let assetsLocation: SourceLocation | undefined;
    let impact: Located<Impact> | undefined;
    let owners: Located<Principal>[] | undefined;
    let baselines: BaselineGroups | undefined = new Map();
    const facts: SystemFacts = {};
    this.#writtenBaselines = new Map();
    for (const { key, keyText, value } of this.entries(map)) {
      const keyOffset = nodeStart(key);
      switch (keyText) {
        case "cyber_system":
          cyberSystem = this.#name(value, keyOffset, REFERENCE_FIELDS.cyber_system);
          break;
        case "facility":
          facilityKey = keyOffset;
          facility = this.#name(value, keyOffset, REFERENCE_FIELDS.facility);
          break;
        case "control_center":
          controlCenterKey = keyOffset;
          controlCenter = this.#name(value, keyOffset, REFERENCE_FIELDS.control_center);
          break;
        case "prune":
          prune = this.#prune(value, keyOffset) ?? prune;
          break;
        case "assets":
          assetsLocation = this.at(keyOffset);
          assets = this.#assets(value, keyOffset);
          break;
        case "impact":
          impact = this.choice(value, keyOffset, IMPACT_FIELD, IMPACT_LEVELS);
          break;
        case "owners":
          owners = this.principals(value, keyOffset, OWNERS_FIELD);
          break;
        case "baselines":
          baselines = this.baselineGroups(value, keyOffset);
          break;
        default:
          if (isOneOf(SYSTEM_FACT_KEYS, keyText)) this.systemFact(keyText, value, keyOffset, facts);
          else this.unknownKey(key, keyText, DOCUMENT_KEYS, "the keys of a document are");
      }
    }

    if (facilityKey !== undefined && controlCenterKey !== undefined) {
      const [first, second] = [facilityKey, controlCenterKey].sort((a, b) => a - b) as [
        number,
        number,
      ];
      this.error(
        second,
        "facility and control_center are both set; a cyber system belongs to one of them: remove the other",
        [this.at(first)],
      );
    }
    this.#requiredKeys(map, start);
    this.#resolveBaselines(baselines);
    if (cyberSystem === undefined || assets === undefined || assetsLocation === undefined) return;
    const document: InventoryDocument = {
      location: this.at(start),
      cyberSystem,
      prune,
      assets,
      assetsLocation,
      ...facts,
    };
    if (facility) document.facility = facility;
    if (controlCenter) document.controlCenter = controlCenter;
    if (impact) document.impact = impact;
    if (owners) document.owners = owners;
    this.documents.push(document);
  }

  /** Each asset's baseline, its shared baseline's name resolved against the document's. */
  #resolveBaselines(groups: BaselineGroups | undefined): void {
    for (const [asset, written] of this.#writtenBaselines) {
      const baseline = this.resolveBaseline(written, groups);
      if (baseline !== undefined) asset.baseline = baseline;
    }
  }

  #requiredKeys(map: YAMLMap<unknown, unknown>, start: number): void {
    if (!map.items.some((pair) => isScalar(pair.key) && pair.key.value === "cyber_system")) {
      this.error(
        start,
        'missing key "cyber_system": write the name or id (cs_...) of the existing cyber system whose assets this document declares',
      );
    }
    if (!map.items.some((pair) => isScalar(pair.key) && pair.key.value === "assets")) {
      this.error(
        start,
        'missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
      );
    }
  }

  /** A name written as a value: exactly its text, checked; undefined after reporting a problem. */
  #name(value: unknown, keyOffset: number, field: NameField): Located<string> | undefined {
    if (!isNode(value)) {
      this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
      return undefined;
    }
    if (!this.plainNode(value)) return undefined;
    const offset = nodeStart(value);
    if (!isScalar(value)) {
      this.error(
        offset,
        `${field.label} must be a name, not ${describeValue(value)}; write ${field.hint}`,
      );
      return undefined;
    }
    const name = scalarText(value);
    if (name === "" && value.type === "PLAIN") {
      this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
      return undefined;
    }
    if (!this.#checkName(name, offset, field)) return undefined;
    return { value: name, location: this.at(offset) };
  }

  /** Reports what is wrong with a name; true when nothing is. */
  #checkName(name: string, offset: number, field: NameField): boolean {
    const problem = nameProblem(name, field);
    if (problem !== undefined) this.error(offset, problem);
    return problem === undefined;
  }

  #prune(value: unknown, keyOffset: number): boolean | undefined {
    if (!isNode(value) || (isScalar(value) && isEmptyPlain(value))) {
      this.error(keyOffset, "prune has no value; write true or false");
      return undefined;
    }
    if (!this.plainNode(value)) return undefined;
    if (isScalar(value) && typeof value.value === "boolean") return value.value;
    this.error(
      nodeStart(value),
      `prune must be true or false (without quotes), not ${describeValue(value)}`,
    );
    return undefined;
  }

  #assets(value: unknown, keyOffset: number): DeclaredAsset[] | undefined {
    if (!isNode(value) || (isScalar(value) && isEmptyPlain(value))) {
      this.error(
        keyOffset,
        'assets has no value; list the assets (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
      );
      return undefined;
    }
    if (!this.plainNode(value)) return undefined;
    if (!isMap(value)) {
      this.error(
        nodeStart(value),
        `assets must be a map of asset name to type (name: hardware or software), not ${describeValue(value)}`,
      );
      return undefined;
    }
    const assets: DeclaredAsset[] = [];
    for (const { key, keyText, value: assetValue } of this.entries(value)) {
      const keyOffset = nodeStart(key);
      const nameOk = this.#checkName(keyText, keyOffset, ASSET_NAME);
      const asset = this.#asset(keyText, keyOffset, assetValue);
      if (nameOk && asset) assets.push(asset);
    }
    return assets;
  }

  #asset(name: string, keyOffset: number, value: unknown): DeclaredAsset | undefined {
    if (isNode(value) && !this.plainNode(value)) return undefined;
    if (isMap(value)) return this.#assetDetails(name, keyOffset, value);
    if (isSeq(value)) {
      this.error(
        nodeStart(value),
        `asset ${quote(name)} must be hardware, software, or a map with type (and renamed_from), not a list`,
      );
      return undefined;
    }
    const type = this.#assetType(name, keyOffset, value);
    return type === undefined ? undefined : { name, type, location: this.at(keyOffset) };
  }

  #assetDetails(
    name: string,
    keyOffset: number,
    details: YAMLMap<unknown, unknown>,
  ): DeclaredAsset | undefined {
    let type: AssetType | undefined;
    let hasType = false;
    let renamedFrom: Located<string> | undefined;
    let assetClass: Located<AssetClass> | undefined;
    let baseline: WrittenBaseline | undefined;
    let valid = true;
    for (const { key, keyText, value } of this.entries(details)) {
      const detailKeyOffset = nodeStart(key);
      switch (keyText) {
        case "type":
          hasType = true;
          if (!isNode(value) || this.plainNode(value)) {
            type = this.#assetType(name, detailKeyOffset, value);
          }
          break;
        case "renamed_from":
          renamedFrom = this.#name(value, detailKeyOffset, REFERENCE_FIELDS.renamed_from);
          valid &&= renamedFrom !== undefined;
          break;
        case "source_id":
          // The source's own key, by which its sync follows a rename: checked, never planned.
          valid &&= this.#name(value, detailKeyOffset, REFERENCE_FIELDS.source_id) !== undefined;
          break;
        case "class":
          assetClass = this.choice(value, detailKeyOffset, CLASS_FIELD, ASSET_CLASSES);
          valid &&= assetClass !== undefined;
          break;
        case "baseline":
        case "baseline_ref":
          if (baseline !== undefined) {
            this.error(
              detailKeyOffset,
              `asset ${quote(name)} has both baseline and baseline_ref; keep one`,
            );
            valid = false;
            break;
          }
          baseline =
            keyText === "baseline"
              ? this.writtenBaseline(value, detailKeyOffset)
              : this.baselineRef(value, detailKeyOffset);
          valid &&= baseline !== undefined;
          break;
        default:
          valid = false;
          this.unknownKey(
            key,
            keyText,
            ASSET_DETAIL_KEYS,
            "an asset written as a map has the keys",
          );
      }
    }
    if (!hasType) {
      this.error(
        keyOffset,
        `asset ${quote(name)} has no type; add "type: hardware" or "type: software"`,
      );
    }
    if (!valid || type === undefined) return undefined;
    const asset: DeclaredAsset = { name, type, location: this.at(keyOffset) };
    if (renamedFrom) asset.renamedFrom = renamedFrom;
    if (assetClass) asset.class = assetClass;
    if (baseline) this.#writtenBaselines.set(asset, baseline);
    return asset;
  }

  /** The type of an asset, from a node already checked by plainNode. */
  #assetType(name: string, keyOffset: number, value: unknown): AssetType | undefined {
    if (!isNode(value) || (isScalar(value) && isEmptyPlain(value))) {
      this.error(keyOffset, `asset ${quote(name)} has no type; write hardware or software`);
      return undefined;
    }
    if (!isScalar(value)) {
      this.error(
        nodeStart(value),
        `the type of asset ${quote(name)} must be hardware or software, not ${describeValue(value)}`,
      );
      return undefined;
    }
    const text = scalarText(value);
    if (isOneOf(ASSET_TYPES, text)) return text;
    const [suggestion] = closestNames(text, ASSET_TYPES, 1);
    this.error(
      nodeStart(value),
      suggestion === undefined
        ? `unknown asset type ${quote(text)}; write hardware or software`
        : `unknown asset type ${quote(text)}; did you mean ${quote(suggestion)}?`,
    );
    return undefined;
  }
}

const IMPACT_FIELD = { label: "impact", hint: "high, medium or low" };

/** `class:` of an asset. */
const CLASS_FIELD = { label: "class", hint: "BCA, PCA, EACMS, PACS or EAP (absent: BCA)" };

const OWNERS_FIELD = {
  label: "owners",
  hint: "GitHub logins and org/team slugs who approve this system's changes",
};
