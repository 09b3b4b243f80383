// cip-policy.yaml's text -> the policy, with every problem at file:line:column. Read strictly, as
// inventory files are (yaml-reader.ts): no anchors, aliases, tags or duplicate keys. A policy with
// any error is no policy: the caller fails closed.
import { type Document, isMap, isNode, isScalar, isSeq, LineCounter, type YAMLMap } from "yaml";
import type { Diagnostic } from "../../../shared/diagnostics.ts";
import {
  compareDiagnostics,
  formatLocation,
  hasErrors,
  quote,
} from "../../../shared/diagnostics.ts";
import { listOf } from "../../../shared/wording.ts";
import type { CalendarSettings } from "../../../shared/calendar.ts";
import type { VersionsInForce } from "../../../inventory/baselines/standard-versions.ts";
import type { Principal } from "../../../inventory/document/principals.ts";
import { BASELINE_KEEPING } from "../../../inventory/baselines/baseline-keeping.ts";
import {
  PATCH_SOURCE_SETTINGS,
  VULNERABILITY_ASSESSMENT_SETTINGS,
} from "../../../plan/plan-model.ts";
import { SeniorManagerReader } from "./parse-senior-manager.ts";
import {
  describeValue,
  isEmptyPlain,
  nodeStart,
  parseYamlDocuments,
} from "../../../inventory/document/yaml-reader.ts";
import {
  type ApproverSource,
  type FreezeWindow,
  type Policy,
  POLICY_OPERATIONS,
  POLICY_VERSION,
  type PolicyOperation,
  type PolicyRule,
} from "../policy-model.ts";
import {
  FREEZE_KEYS,
  GATE_SETTINGS,
  POLICY_KEYS,
  REQUIRE_KEYS,
  RULE_ID_PATTERN,
  RULE_KEYS,
  WHEN_KEYS,
} from "./policy-schema.ts";

export interface ParsedPolicy {
  /** Present only when the file has no error. */
  policy?: Policy;
  diagnostics: Diagnostic[];
}

const MAX_APPROVALS = 20;
const OPERATIONS_HINT = "create, update, rename, retype, move or delete";

export function parsePolicyText(text: string, file: string): ParsedPolicy {
  const lineCounter = new LineCounter();
  const docs = parseYamlDocuments(text, lineCounter);
  const reader = new PolicyReader(text, file, lineCounter);
  const policy = reader.file(docs);
  const diagnostics = reader.diagnostics.sort(compareDiagnostics);
  // A warning (a version under its former name) leaves the policy read.
  return !hasErrors(diagnostics) && policy ? { policy, diagnostics } : { diagnostics };
}

/**
 * The calendar a policy file sets (none without a file), or why it cannot be read; with its
 * `calendar.completion_grace_days` (CIP-010 R1.3) and the versions of the standards it chose. Its `cip_002_last_approval` is not read here:
 * the obligations take it from the accepted records that put it in force (facts-in-force.ts).
 */
export type PolicyCalendar =
  | {
      kind: "calendar";
      calendar: Partial<CalendarSettings> | undefined;
      completionGraceDays?: number;
      /** `standards:`: the later versions of the standards judged by from their days. */
      standardVersions?: VersionsInForce;
    }
  | { kind: "invalid"; problem: string };

export function policyCalendarOf(text: string | undefined, file: string): PolicyCalendar {
  if (text === undefined) return { kind: "calendar", calendar: undefined };
  const parsed = parsePolicyText(text, file);
  const { policy } = parsed;
  if (policy !== undefined)
    return {
      kind: "calendar",
      calendar: policy.calendar,
      ...(policy.calendar?.completionGraceDays === undefined
        ? {}
        : { completionGraceDays: policy.calendar.completionGraceDays }),
      ...(policy.standards === undefined ? {} : { standardVersions: policy.standards }),
    };
  const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
  const where = error?.location === undefined ? file : formatLocation(error.location);
  return {
    kind: "invalid",
    problem: `the policy file ${where} is invalid (${error?.message ?? "unreadable"}), so its calendar is unknown; fix it`,
  };
}

class PolicyReader extends SeniorManagerReader {
  readonly #ids = new Map<string, number>();

  file(docs: Document.Parsed[]): Policy | undefined {
    const [doc, extra] = docs;
    if (doc === undefined || doc.contents === null) {
      this.error(0, "the policy file is empty; write `version: 1` and rules, or remove the file");
      return undefined;
    }
    if (extra !== undefined) {
      this.error(extra.range[0], 'a policy file holds one YAML document; remove the extra "---"');
    }
    if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents)) return undefined;
    if (!isMap(doc.contents)) {
      this.error(
        nodeStart(doc.contents),
        `the policy must be a map with the keys ${listOf(POLICY_KEYS)}, not ${describeValue(doc.contents)}`,
      );
      return undefined;
    }
    return this.#policy(doc.contents);
  }

  #policy(map: YAMLMap<unknown, unknown>): Policy | undefined {
    let version = false;
    const policy: Policy = { version: POLICY_VERSION, rules: [], freezes: [] };
    for (const { key, keyText, value } of this.entries(map)) {
      const keyOffset = nodeStart(key);
      if (keyText === "version") version = this.#version(value, keyOffset);
      else if (keyText === "rules") {
        policy.rules = this.#list(value, keyOffset, "rules", (item) => this.#rule(item));
      } else if (keyText === "freezes") {
        policy.freezes = this.#list(value, keyOffset, "freezes", (item) => this.#freeze(item));
      } else if (keyText === "policy_owners") {
        const owners: Partial<PolicyRule> = {};
        if (this.#require(value, keyOffset, owners) && owners.approvals && owners.from)
          policy.policyOwners = { approvals: owners.approvals, from: owners.from };
      } else if (keyText === "cip_senior_manager") {
        const csm = this.seniorManager(value, keyOffset);
        if (csm !== undefined) policy.cipSeniorManager = csm;
      } else if (keyText === "cip_002_last_approval") {
        const prior = this.priorApproval(value, keyOffset);
        if (prior !== undefined) policy.cip002LastApproval = prior;
      } else if (keyText === "calendar") {
        const calendar = this.calendar(value, keyOffset);
        if (calendar !== undefined) policy.calendar = calendar;
      } else if (keyText === "baselines") {
        const field = { label: "baselines", hint: "any or ref-only" };
        const keeping = this.choice(value, keyOffset, field, BASELINE_KEEPING);
        if (keeping !== undefined) policy.baselines = keeping.value;
      } else if (keyText === "patch_sources") {
        const field = { label: "patch_sources", hint: "flag or require" };
        const setting = this.choice(value, keyOffset, field, PATCH_SOURCE_SETTINGS);
        if (setting !== undefined) policy.patchSources = setting.value;
      } else if (keyText === "vulnerability_assessments") {
        const field = { label: "vulnerability_assessments", hint: "flag or require" };
        const setting = this.choice(value, keyOffset, field, VULNERABILITY_ASSESSMENT_SETTINGS);
        if (setting !== undefined) policy.vulnerabilityAssessments = setting.value;
      } else if (keyText === "assessment_date_approvers") {
        const approvers = this.dateApprovers(value, keyOffset);
        if (approvers !== undefined) policy.assessmentDateApprovers = approvers;
      } else if (keyText === "standards") {
        const standards = this.standards(value, keyOffset);
        if (standards !== undefined) policy.standards = standards;
      } else if (GATE_SETTINGS.some((gate) => gate.key === keyText)) {
        policy.gates = { ...policy.gates, ...this.gateSetting(keyText, value, keyOffset) };
      } else this.unknownKey(key, keyText, POLICY_KEYS, "the keys of the policy are");
    }
    if (!map.items.some((pair) => isScalar(pair.key) && pair.key.value === "version")) {
      this.error(nodeStart(map), 'missing key "version": write `version: 1` at the top');
    }
    return version ? policy : undefined;
  }

  #version(value: unknown, keyOffset: number): boolean {
    const text = this.scalarValue(value, keyOffset, { label: "version", hint: "1" });
    if (text === undefined) return false;
    if (text.value === String(POLICY_VERSION)) return true;
    this.error(
      nodeStart(value as YAMLMap),
      `version ${quote(text.value)} is not supported; this cip-sync reads version ${POLICY_VERSION}`,
    );
    return false;
  }

  /** Each map of a list, read by `read`; the ones that could not be read are left out. */
  #list<T>(
    value: unknown,
    keyOffset: number,
    label: string,
    read: (item: YAMLMap<unknown, unknown>) => T | undefined,
  ): T[] {
    // `rules:` or `rules: []`: none, as when the key is left out.
    if ((isScalar(value) && isEmptyPlain(value)) || (isSeq(value) && value.items.length === 0)) {
      return [];
    }
    const items = this.listItems(value, keyOffset, { label, hint: `${label} (maps)` }) ?? [];
    const read_: T[] = [];
    for (const item of items) {
      if (isNode(item) && !this.plainNode(item)) continue;
      if (!isMap(item)) {
        const where = isNode(item) ? nodeStart(item) : keyOffset;
        this.error(
          where,
          `each entry of ${label} must be a map, not ${isNode(item) ? describeValue(item) : "nothing"}`,
        );
        continue;
      }
      const entry = read(item);
      if (entry !== undefined) read_.push(entry);
    }
    return read_;
  }

  #id(value: unknown, keyOffset: number, what: string): string | undefined {
    const text = this.scalarValue(value, keyOffset, {
      label: `the ${what} id`,
      hint: "a name such as high-impact-deletes",
    });
    if (text === undefined) return undefined;
    const offset = nodeStart(value as YAMLMap);
    if (!RULE_ID_PATTERN.test(text.value)) {
      this.error(
        offset,
        `${what} id ${quote(text.value)} must be lower-case letters, digits and hyphens (e.g. high-impact-deletes)`,
      );
      return undefined;
    }
    const first = this.#ids.get(text.value);
    if (first !== undefined) {
      this.error(
        offset,
        `id ${quote(text.value)} is used twice (first at line ${this.at(first).line}); give each rule and freeze its own id`,
        [this.at(first)],
      );
      return undefined;
    }
    this.#ids.set(text.value, offset);
    return text.value;
  }

  #rule(map: YAMLMap<unknown, unknown>): PolicyRule | undefined {
    let valid = this.required(map, RULE_KEYS, "this rule");
    const rule: Partial<PolicyRule> = { location: this.at(nodeStart(map)) };
    for (const { key, keyText, value } of this.entries(map)) {
      const keyOffset = nodeStart(key);
      if (keyText === "id") rule.id = this.#id(value, keyOffset, "rule");
      else if (keyText === "when") valid = this.#when(value, keyOffset, rule) && valid;
      else if (keyText === "require") valid = this.#require(value, keyOffset, rule) && valid;
      else {
        valid = false;
        this.unknownKey(key, keyText, RULE_KEYS, "the keys of a rule are");
      }
    }
    const { id, location, approvals, from } = rule;
    if (
      !valid ||
      id === undefined ||
      location === undefined ||
      approvals === undefined ||
      from === undefined
    ) {
      return undefined;
    }
    return { ...rule, id, location, approvals, from };
  }

  #when(value: unknown, keyOffset: number, rule: Partial<PolicyRule>): boolean {
    const map = this.submap(value, keyOffset, "when", "{ operations: [...], impact: [...] }");
    if (map === undefined) return false;
    let valid = true;
    for (const { key, keyText, value: item } of this.entries(map)) {
      const itemOffset = nodeStart(key);
      if (keyText === "operations") {
        const operations = this.#operations(item, itemOffset);
        if (operations) rule.operations = operations;
        else valid = false;
      } else if (keyText === "impact") {
        const impact = this.choiceList(
          item,
          itemOffset,
          { label: "impact", hint: "high, medium or low" },
          ["high", "medium", "low"] as const,
        );
        if (impact) rule.impact = impact.map((entry) => entry.value);
        else valid = false;
      } else {
        valid = false;
        this.unknownKey(key, keyText, WHEN_KEYS, "the keys of when are");
      }
    }
    return valid;
  }

  #operations(value: unknown, keyOffset: number): PolicyOperation[] | undefined {
    const field = { label: "operations", hint: OPERATIONS_HINT };
    return this.choiceList(value, keyOffset, field, POLICY_OPERATIONS)?.map((entry) => entry.value);
  }

  #require(value: unknown, keyOffset: number, rule: Partial<PolicyRule>): boolean {
    const map = this.submap(value, keyOffset, "require", "{ approvals: N, from: owners or [...] }");
    if (map === undefined || !this.required(map, REQUIRE_KEYS, "require")) return false;
    let valid = true;
    for (const { key, keyText, value: item } of this.entries(map)) {
      const itemOffset = nodeStart(key);
      if (keyText === "approvals") {
        rule.approvals = this.#approvals(item, itemOffset);
        valid &&= rule.approvals !== undefined;
      } else if (keyText === "from") {
        rule.from = this.#from(item, itemOffset);
        valid &&= rule.from !== undefined;
      } else {
        valid = false;
        this.unknownKey(key, keyText, REQUIRE_KEYS, "the keys of require are");
      }
    }
    return valid;
  }

  #approvals(value: unknown, keyOffset: number): number | undefined {
    const text = this.scalarValue(value, keyOffset, {
      label: "approvals",
      hint: `a whole number from 1 to ${MAX_APPROVALS}`,
    });
    if (text === undefined) return undefined;
    const count = /^\d{1,2}$/.test(text.value) ? Number(text.value) : Number.NaN;
    if (count >= 1 && count <= MAX_APPROVALS) return count;
    this.error(
      nodeStart(value as YAMLMap),
      `approvals must be a whole number from 1 to ${MAX_APPROVALS}, not ${quote(text.value)}`,
    );
    return undefined;
  }

  #from(value: unknown, keyOffset: number): ApproverSource | undefined {
    if (isScalar(value) && !isEmptyPlain(value)) {
      const text = this.scalarValue(value, keyOffset, { label: "from", hint: "owners" });
      if (text?.value === "owners") return { kind: "owners" };
      this.error(
        nodeStart(value),
        `from must be owners or a list of logins and org/team slugs (e.g. ["acme/cip-compliance"]), not ${quote(text?.value ?? "")}`,
      );
      return undefined;
    }
    const principals = this.#principalList(value, keyOffset, "from");
    return principals && { kind: "principals", principals };
  }

  #principalList(value: unknown, keyOffset: number, label: string): Principal[] | undefined {
    const field = { label, hint: "GitHub logins and org/team slugs" };
    return this.principals(value, keyOffset, field)?.map((entry) => entry.value);
  }

  #freeze(map: YAMLMap<unknown, unknown>): FreezeWindow | undefined {
    let valid = this.required(map, ["id", "from", "to", "operations"], "this freeze");
    const freeze: Partial<FreezeWindow> = { location: this.at(nodeStart(map)) };
    for (const { key, keyText, value } of this.entries(map)) {
      const keyOffset = nodeStart(key);
      if (keyText === "id") freeze.id = this.#id(value, keyOffset, "freeze");
      else if (keyText === "from" || keyText === "to")
        freeze[keyText] = this.instant(value, keyOffset, keyText);
      else if (keyText === "operations") freeze.operations = this.#operations(value, keyOffset);
      else if (keyText === "override") {
        const override = this.submap(value, keyOffset, "override", "{ from: [...] }");
        const from = override && this.#overrideFrom(override);
        if (from) freeze.overrideFrom = from;
        else valid = false;
      } else {
        valid = false;
        this.unknownKey(key, keyText, FREEZE_KEYS, "the keys of a freeze are");
      }
    }
    const { id, location, from, to, operations } = freeze;
    if (!valid || !id || !location || from === undefined || to === undefined || !operations)
      return undefined;
    if (to <= from) {
      this.error(
        nodeStart(map),
        `freeze ${quote(id)} ends before it starts; "to" must be after "from"`,
      );
      return undefined;
    }
    return { ...freeze, id, location, from, to, operations };
  }

  #overrideFrom(map: YAMLMap<unknown, unknown>): Principal[] | undefined {
    if (!this.required(map, ["from"], "override")) return undefined;
    let from: Principal[] | undefined;
    for (const { key, keyText, value } of this.entries(map)) {
      if (keyText === "from") from = this.#principalList(value, nodeStart(key), "override from");
      else {
        this.unknownKey(key, keyText, ["from"], "the key of override is");
        return undefined;
      }
    }
    return from;
  }
}
