// What a draft reads of a CSAF 2.0 advisory (OASIS Common Security Advisory Framework), once the
// reference validator has accepted it: its tracking id, title and release dates; its products
// from the product tree (`branches`, by their vendor, product name and version, and the
// `full_product_names` and relationships' names as written); the CVEs each product is affected
// by or fixed in; and its remediations of category vendor_fix, with the products they fix (the
// groups they name expanded), their date, details and URL. A fix repeated for each vulnerability
// it remedies is one fix with all their CVEs. Every text here is the publisher's: untrusted. Pure.
import { nameKey } from "../../shared/names.ts";

export interface CsafProduct {
  id: string;
  /** The product's name: its `product_name` branch, else its name as written. */
  name: string;
  /** Its `product_version` or `product_version_range` branch, when the tree has one. */
  version?: string;
  /** Its `vendor` branch, when the tree has one. */
  vendor?: string;
}

export interface CsafFix {
  details: string;
  productIds: string[];
  /** The remediation's date as written (an ISO 8601 date-time), when it has one. */
  date?: string;
  url?: string;
  cves: string[];
}

export interface CsafAdvisory {
  file: string;
  id: string;
  title: string;
  initialRelease: string;
  currentRelease: string;
  products: Map<string, CsafProduct>;
  /** By product id: the CVEs (or vulnerability titles) that affect it. */
  affected: Map<string, string[]>;
  /** By product id: the CVEs it is fixed in. */
  fixed: Map<string, string[]>;
  fixes: CsafFix[];
}

type Json = Record<string, unknown>;

const AFFECTED_STATUSES = ["known_affected", "first_affected", "last_affected"];
const FIXED_STATUSES = ["fixed", "first_fixed"];

/** The advisory's facts; `doc` is a document the validator accepted. */
export function readAdvisory(doc: unknown, file: string): CsafAdvisory {
  const root = object(doc);
  const document = object(root.document);
  const tracking = object(document.tracking);
  const tree = object(root.product_tree);
  const products = treeProducts(tree);
  const groups = productGroups(tree);
  const affected = new Map<string, string[]>();
  const fixed = new Map<string, string[]>();
  const fixes = new Map<string, CsafFix>();
  for (const vulnerability of list(root.vulnerabilities).map(object)) {
    const name = text(vulnerability.cve) ?? text(vulnerability.title) ?? "a vulnerability";
    const status = object(vulnerability.product_status);
    for (const id of AFFECTED_STATUSES.flatMap((key) => texts(status[key])))
      append(affected, id, name);
    for (const id of FIXED_STATUSES.flatMap((key) => texts(status[key]))) append(fixed, id, name);
    for (const remediation of list(vulnerability.remediations).map(object)) {
      if (remediation.category !== "vendor_fix") continue;
      addFix(fixes, remediation, groups, name);
    }
  }
  return {
    file,
    id: text(tracking.id) ?? "",
    title: text(document.title) ?? "",
    initialRelease: text(tracking.initial_release_date) ?? "",
    currentRelease: text(tracking.current_release_date) ?? "",
    products,
    affected,
    fixed,
    fixes: [...fixes.values()],
  };
}

/** Each fix once, however many vulnerabilities name it; its CVEs gathered. */
function addFix(
  fixes: Map<string, CsafFix>,
  remediation: Json,
  groups: Map<string, string[]>,
  cve: string,
): void {
  const productIds = [
    ...new Set([
      ...texts(remediation.product_ids),
      ...texts(remediation.group_ids).flatMap((group) => groups.get(group) ?? []),
    ]),
  ].sort();
  const fix: CsafFix = {
    details: text(remediation.details) ?? "",
    productIds,
    ...optional("date", text(remediation.date)),
    ...optional("url", text(remediation.url)),
    cves: [],
  };
  const key = JSON.stringify([fix.details, fix.date, fix.url, productIds]);
  const held = fixes.get(key) ?? fix;
  if (!held.cves.includes(cve)) held.cves.push(cve);
  fixes.set(key, held);
}

/** Every product the tree names, by id. */
function treeProducts(tree: Json): Map<string, CsafProduct> {
  const products = new Map<string, CsafProduct>();
  const walk = (branches: unknown, path: Json[]): void => {
    for (const branch of list(branches).map(object)) {
      const at = [...path, branch];
      const product = object(branch.product);
      const id = text(product.product_id);
      if (id !== undefined) products.set(id, branchProduct(id, text(product.name) ?? id, at));
      walk(branch.branches, at);
    }
  };
  walk(tree.branches, []);
  const named = [
    ...list(tree.full_product_names),
    ...list(tree.relationships).map((relationship) => object(relationship).full_product_name),
  ];
  for (const product of named.map(object)) {
    const id = text(product.product_id);
    if (id !== undefined && !products.has(id))
      products.set(id, { id, name: text(product.name) ?? id });
  }
  return products;
}

/** A product at the end of `path`, named by the branches it sits under. */
function branchProduct(id: string, written: string, path: Json[]): CsafProduct {
  const nearest = (...categories: string[]) =>
    text(path.findLast((branch) => categories.includes(String(branch.category)))?.name);
  const name = nearest("product_name") ?? written;
  return {
    id,
    name,
    ...optional("version", nearest("product_version", "product_version_range")),
    ...optional("vendor", nearest("vendor")),
  };
}

function productGroups(tree: Json): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const group of list(tree.product_groups).map(object)) {
    const id = text(group.group_id);
    if (id !== undefined) groups.set(id, texts(group.product_ids));
  }
  return groups;
}

/** The names a product may be called by in a baseline: its name, and its vendor's with it. */
export function productNameKeys(product: CsafProduct): string[] {
  const names = [product.name];
  if (product.vendor !== undefined) names.push(`${product.vendor} ${product.name}`);
  return names.map(nameKey);
}

/** The day an ISO 8601 date-time names, as written (its own offset): `2026-02-20`. */
export function writtenDay(dateTime: string): string {
  return dateTime.slice(0, 10);
}

function append(map: Map<string, string[]>, key: string, value: string): void {
  const values = map.get(key) ?? [];
  if (!values.includes(value)) values.push(value);
  map.set(key, values);
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}

function object(value: unknown): Json {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function texts(value: unknown): string[] {
  return list(value).filter((item): item is string => typeof item === "string");
}
