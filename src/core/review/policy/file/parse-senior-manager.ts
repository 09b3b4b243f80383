// The policy file's `cip_senior_manager` (the CIP Senior Manager by name and the delegates with the
// actions delegated), `cip_002_last_approval` and `assessment_date_approvers` (who approves a moved
// planned date of an assessment's action item), each problem at its place. Only people: a team is
// refused with what to write instead, since whoever manages a team would then make delegates, and
// the ledger keeps who approved, never a team's members on the day.
//
// CIP-003-9 R3: "Each Responsible Entity shall identify a CIP Senior Manager by name and document
// any change within 30 calendar days of the change."
// CIP-003-9 R4: "The Responsible Entity shall implement a documented process to delegate authority,
// unless no delegations are used. Where allowed by the CIP Standards, the CIP Senior Manager may
// delegate authority for specific actions to a delegate or delegates. These delegations shall be
// documented, including the name or title of the delegate, the specific actions delegated, and
// the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of
// any change to the delegation."
import { isNode, isScalar, type YAMLMap } from "yaml";
import { quote } from "../../../shared/diagnostics.ts";
import { LOGIN_PATTERN } from "../../../inventory/document/principals.ts";
import { isEmptyPlain, nodeStart } from "../../../inventory/document/yaml-reader.ts";
import { PolicySettingsReader } from "./parse-policy-settings.ts";
import type {
  CipSeniorManager,
  DateApprovers,
  Delegate,
  NamedPerson,
  PriorApproval,
} from "../policy-model.ts";
import {
  ACTION_PATTERN,
  DELEGATE_KEYS,
  PRIOR_APPROVAL_KEYS,
  SENIOR_MANAGER_KEYS,
} from "./policy-schema.ts";

const CSM_SHAPE =
  '{ login: jdoe, name: "Jane Doe", title: "VP Operations", since: 2026-01-05, delegates: [...] }';
const ACTION_HINT =
  "a requirement id in lower case, such as cip-002-r2.2 (approve the CIP-002 R2 review)";
const DELEGATE_SHAPE =
  '{ login: rsmith, name: "Robert Smith", title: "Director, Substations", actions: [cip-002-r2.2], delegated_on: 2026-02-01, delegation_ref: DEL-7 }';

const DATE_APPROVERS_SHAPE = "{ from: owners } or { from: [rsmith, jdoe] }";

export class SeniorManagerReader extends PolicySettingsReader {
  /**
   * `assessment_date_approvers`: `from: owners`, or people by login. CIP-010-4 R3.4 asks for "the
   * planned date of completing the action plan" and names no approver of a change of it.
   */
  protected dateApprovers(value: unknown, keyOffset: number): DateApprovers | undefined {
    const label = "assessment_date_approvers";
    const map = this.submap(value, keyOffset, label, DATE_APPROVERS_SHAPE);
    if (map === undefined || !this.required(map, ["from"], label)) return undefined;
    let read: DateApprovers | undefined;
    for (const { key, keyText, value: item } of this.entries(map)) {
      if (keyText !== "from") {
        this.unknownKey(key, keyText, ["from"], `the key of ${label} is`);
        return undefined;
      }
      read = this.#dateApproversFrom(item, nodeStart(key));
    }
    return read;
  }

  #dateApproversFrom(value: unknown, keyOffset: number): DateApprovers | undefined {
    const hint = "owners or a list of GitHub logins (e.g. [rsmith])";
    if (isScalar(value) && !isEmptyPlain(value)) {
      const text = this.scalarValue(value, keyOffset, { label: "from", hint: "owners" });
      if (text?.value === "owners") return { kind: "owners" };
      this.error(nodeStart(value), `from must be ${hint}, not ${quote(text?.value ?? "")}`);
      return undefined;
    }
    // An empty list is refused there, with what to write.
    const items = this.listItems(value, keyOffset, {
      label: "from",
      hint: "GitHub logins (e.g. [rsmith])",
    });
    if (items === undefined) return undefined;
    const logins: string[] = [];
    for (const item of items) {
      const login = this.#text(item, keyOffset, "from entry", "a GitHub login");
      if (login === undefined) return undefined;
      if (!LOGIN_PATTERN.test(login)) {
        this.error(
          nodeStart(item),
          login.includes("/")
            ? `${quote(login)} is a team, but assessment_date_approvers names people (the ledger keeps who approved, not a team's members on the day): write each person's GitHub login, such as rsmith`
            : `login ${quote(login)} is not a GitHub login (letters, digits and single hyphens)`,
        );
        return undefined;
      }
      if (!logins.some((other) => other.toLowerCase() === login.toLowerCase())) logins.push(login);
    }
    return { kind: "logins", logins };
  }

  /** `cip_senior_manager`: one person, with `since`, and the delegates. */
  protected seniorManager(value: unknown, keyOffset: number): CipSeniorManager | undefined {
    const map = this.submap(value, keyOffset, "cip_senior_manager", CSM_SHAPE);
    if (map === undefined) return undefined;
    if (this.#legacy(map)) return undefined;
    const required = SENIOR_MANAGER_KEYS.filter((key) => key !== "delegates");
    let valid = this.required(map, required, "cip_senior_manager");
    const read: Partial<CipSeniorManager> & Record<string, unknown> = { delegates: [] };
    for (const { key, keyText, value: item } of this.entries(map)) {
      const itemOffset = nodeStart(key);
      if (keyText === "delegates") {
        const delegates = this.#delegates(item, itemOffset);
        if (delegates === undefined) valid = false;
        else read.delegates = delegates;
      } else if (keyText === "since") {
        read.since = this.date(item, itemOffset, "since");
        valid &&= read.since !== undefined;
      } else if (!this.#personField(key, keyText, item, read, "cip_senior_manager")) valid = false;
    }
    const { login, name, title, since, delegates = [] } = read;
    if (!valid || !login || !name || !title || !since) return undefined;
    const manager = delegates.find(
      (delegate) => delegate.login.toLowerCase() === login.toLowerCase(),
    );
    if (manager !== undefined) {
      this.error(nodeStart(map), `${login} is the CIP Senior Manager; remove them from delegates`);
      return undefined;
    }
    return { login, name, title, since, delegates };
  }

  /** `cip_002_last_approval: { on, ref }`. */
  protected priorApproval(value: unknown, keyOffset: number): PriorApproval | undefined {
    const shape = '{ on: 2025-10-14, ref: "CIP-002 R2 approval memo, 2025-10" }';
    const map = this.submap(value, keyOffset, "cip_002_last_approval", shape);
    if (map === undefined || !this.required(map, PRIOR_APPROVAL_KEYS, "cip_002_last_approval"))
      return undefined;
    const read: Partial<PriorApproval> = {};
    let valid = true;
    for (const { key, keyText, value: item } of this.entries(map)) {
      const itemOffset = nodeStart(key);
      if (keyText === "on") read.on = this.date(item, itemOffset, "on");
      else if (keyText === "ref") read.ref = this.#text(item, itemOffset, "ref");
      else {
        valid = false;
        this.unknownKey(key, keyText, PRIOR_APPROVAL_KEYS, "the keys of cip_002_last_approval are");
      }
    }
    return valid && read.on && read.ref
      ? { on: read.on, ref: read.ref, location: this.at(nodeStart(map)) }
      : undefined;
  }

  /** The former form (`approvals` and `from`, which took teams): refused with what to write. */
  #legacy(map: YAMLMap<unknown, unknown>): boolean {
    const old = map.items.find(
      (pair) => isScalar(pair.key) && (pair.key.value === "from" || pair.key.value === "approvals"),
    );
    if (old === undefined) return false;
    this.error(
      nodeStart(old.key),
      `cip_senior_manager names one CIP Senior Manager by name (CIP-003 R3), not approvals from a list of logins and teams: write ${CSM_SHAPE}, each delegate a person with the actions delegated`,
    );
    return true;
  }

  #delegates(value: unknown, keyOffset: number): Delegate[] | undefined {
    if (isScalar(value) && isEmptyPlain(value)) return [];
    const field = { label: "delegates", hint: `delegates (maps such as ${DELEGATE_SHAPE})` };
    const items = this.listItems(value, keyOffset, field);
    if (items === undefined) return undefined;
    const delegates: Delegate[] = [];
    let valid = true;
    for (const item of items) {
      const map = this.submap(item, keyOffset, "each delegate", DELEGATE_SHAPE);
      const delegate = map && this.#delegate(map);
      if (delegate === undefined) valid = false;
      else if (
        delegates.some((other) => other.login.toLowerCase() === delegate.login.toLowerCase())
      ) {
        valid = false;
        this.error(
          nodeStart(map as YAMLMap),
          `delegate ${delegate.login} is listed twice; keep one entry with every action delegated`,
        );
      } else delegates.push(delegate);
    }
    return valid ? delegates : undefined;
  }

  #delegate(map: YAMLMap<unknown, unknown>): Delegate | undefined {
    let valid = this.required(map, DELEGATE_KEYS, "this delegate");
    const read: Partial<Delegate> & Record<string, unknown> = {};
    for (const { key, keyText, value } of this.entries(map)) {
      const keyOffset = nodeStart(key);
      if (keyText === "actions") {
        read.actions = this.#actions(value, keyOffset);
        valid &&= read.actions !== undefined;
      } else if (keyText === "delegated_on") {
        read.delegatedOn = this.date(value, keyOffset, "delegated_on");
        valid &&= read.delegatedOn !== undefined;
      } else if (keyText === "delegation_ref") {
        read.delegationRef = this.#text(value, keyOffset, "delegation_ref");
        valid &&= read.delegationRef !== undefined;
      } else if (!this.#personField(key, keyText, value, read, "a delegate")) valid = false;
    }
    const { login, name, title, actions, delegatedOn, delegationRef } = read;
    if (!valid || !login || !name || !title || !actions || !delegatedOn || !delegationRef)
      return undefined;
    return { login, name, title, actions, delegatedOn, delegationRef };
  }

  /** `login`, `name` or `title` into `read`; false after reporting a problem or an unknown key. */
  #personField(
    key: unknown,
    keyText: string,
    value: unknown,
    read: Partial<NamedPerson>,
    who: "cip_senior_manager" | "a delegate",
  ): boolean {
    const keyOffset = nodeStart(key);
    if (keyText === "login") read.login = this.#login(value, keyOffset, who);
    else if (keyText === "name" || keyText === "title")
      read[keyText] = this.#text(value, keyOffset, keyText);
    else {
      const known = who === "a delegate" ? DELEGATE_KEYS : SENIOR_MANAGER_KEYS;
      this.unknownKey(key as never, keyText, known, `the keys of ${who} are`);
      return false;
    }
    return read[keyText] !== undefined;
  }

  #login(value: unknown, keyOffset: number, who: string): string | undefined {
    const text = this.#text(value, keyOffset, "login");
    if (text === undefined) return undefined;
    if (LOGIN_PATTERN.test(text)) return text;
    const at = nodeStart(value);
    if (text.includes("/"))
      this.error(
        at,
        `${quote(text)} is a team, but ${who} is one person, named (CIP-003 R3 and R4): write that person's GitHub login, such as jdoe${who === "a delegate" ? ", one delegate per person with the actions delegated to them" : ", and list each person with delegated authority under delegates"}`,
      );
    else
      this.error(
        at,
        `login ${quote(text)} is not a GitHub login (letters, digits and single hyphens)`,
      );
    return undefined;
  }

  #actions(value: unknown, keyOffset: number): string[] | undefined {
    const field = { label: "actions", hint: "requirement ids such as cip-002-r2.2" };
    const items = this.listItems(value, keyOffset, field);
    if (items === undefined) return undefined;
    const actions: string[] = [];
    for (const item of items) {
      const text = this.#text(item, keyOffset, "actions entry", ACTION_HINT);
      if (text === undefined) return undefined;
      if (!ACTION_PATTERN.test(text)) {
        this.error(nodeStart(item), `action ${quote(text)} must be ${ACTION_HINT}`);
        return undefined;
      }
      if (!actions.includes(text)) actions.push(text);
    }
    return actions;
  }

  #text(value: unknown, keyOffset: number, label: string, hint = "some text"): string | undefined {
    const text = this.scalarValue(value, keyOffset, { label, hint });
    if (text === undefined) return undefined;
    if (text.value.trim() !== "") return text.value;
    this.error(isNode(value) ? nodeStart(value) : keyOffset, `${label} is empty; write it`);
    return undefined;
  }
}
