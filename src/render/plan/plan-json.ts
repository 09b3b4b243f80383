// The plan as JSON: what `plan --format json` prints and `--out FILE` saves for `apply --plan`.
// Every object is rebuilt with its keys in the order of plan-model.ts (and of the plan schema), so
// the text depends only on the plan's content: a plan built by the planner (keys in code-point
// order) and the same plan read back from a file print byte for byte the same.
import type { AssessmentFileChanges } from "../../core/plan/patch-file-model.ts";
import type { Diagnostic, SourceLocation } from "../../core/shared/diagnostics.ts";
import type {
  BaselineComparison,
  Operation,
  PatchSourceCheck,
  CommissioningAssessmentCheck,
  Plan,
  PlanBaseline,
  PossibleRename,
  SystemRef,
  UpdateOperation,
} from "../../core/plan/plan-model.ts";
import { mapItemDigests } from "../../core/inventory/document/baseline-items.ts";
import { escapeHiddenCharactersInJson } from "../../core/shared/text/reveal.ts";

/**
 * `value` as 2-space JSON with a trailing newline, hidden characters (bidirectional controls,
 * zero-width and other invisible characters) escaped as \uXXXX: for every JSON file we write.
 */
export function renderJson(value: unknown): string {
  return `${escapeHiddenCharactersInJson(JSON.stringify(value, null, 2))}\n`;
}

/** 2-space JSON with a trailing newline; optional fields that are absent are left out. */
export function renderPlanJson(plan: Plan): string {
  const ordered = {
    format_version: plan.format_version,
    fingerprint: plan.fingerprint,
    summary: {
      create: plan.summary.create,
      update: plan.summary.update,
      delete: plan.summary.delete,
      move: plan.summary.move,
      rename: plan.summary.rename,
      retype: plan.summary.retype,
    },
    operations: plan.operations.map(orderedOperation),
    managed_systems: plan.managed_systems.map(orderedSystem),
    unmanaged: plan.unmanaged.map((asset) => ({
      asset_id: asset.asset_id,
      name: asset.name,
      asset_type: asset.asset_type,
      cyber_system: orderedSystem(asset.cyber_system),
    })),
    released_systems: plan.released_systems?.map((released) => ({
      cyber_system: { id: released.cyber_system.id, name: released.cyber_system.name },
      file: released.file,
      live_assets: released.live_assets,
    })),
    // The fingerprint covers them: a saved plan without them could never be applied.
    baselines: plan.baselines?.map(orderedBaseline),
    baseline_deviations: orderedComparison(plan.baseline_deviations),
    patch_sources: orderedPatchSources(plan.patch_sources),
    commissioning_assessments: orderedCommissioning(plan.commissioning_assessments),
    // The fingerprint covers them too: what R2.2 and R2.3 approvals rest on.
    patch_files: plan.patch_files && {
      compared_with: plan.patch_files.compared_with,
      files: plan.patch_files.files.map((shown) => ({
        file: shown.file,
        change: shown.change,
        sources: shown.sources?.map(({ id, name, covers }) => ({ id, name, covers })),
        no_source: shown.no_source?.map(({ item, kind, reason }) => ({ item, kind, reason })),
        evaluation: shown.evaluation && {
          source: shown.evaluation.source,
          releases_since: shown.evaluation.releases_since,
          patches: shown.evaluation.patches.map((patch) => ({
            id: patch.id,
            released: patch.released,
            item: patch.item,
            applicable: patch.applicable,
            reason: patch.reason,
          })),
        },
        plan: shown.plan && {
          id: shown.plan.id,
          patches: [...shown.plan.patches],
          actions: [...shown.plan.actions],
          timeframe: shown.plan.timeframe,
          event_occurred_on: shown.plan.event_occurred_on,
          implemented_on: shown.plan.implemented_on,
        },
      })),
    },
    // Fingerprinted as the patch files are: what the reviewer approves of them.
    assessment_files: orderedAssessmentFiles(plan.assessment_files),
    safety: {
      managed_live_assets: plan.safety.managed_live_assets,
      violations: plan.safety.violations.map((violation) => ({
        rule: violation.rule,
        message: violation.message,
      })),
    },
    warnings: plan.warnings.map(orderedDiagnostic),
    inputs: plan.inputs && {
      patterns: [...plan.inputs.patterns],
      root: plan.inputs.root,
      declared: plan.inputs.declared,
    },
  };
  return renderJson(ordered);
}

function orderedAssessmentFiles(changes: AssessmentFileChanges | undefined): object | undefined {
  return (
    changes && {
      compared_with: changes.compared_with,
      files: changes.files.map(({ file, change, record }) => ({
        file,
        change,
        record: record && {
          kind: record.kind,
          id: record.id,
          covers: record.covers,
          method: record.method,
          environment: record.environment,
          closes: [...record.closes],
        },
      })),
    }
  );
}

function orderedOperation(operation: Operation): object {
  const base = {
    action: operation.action,
    depends_on: [...operation.depends_on],
    source: operation.source && orderedLocation(operation.source),
  };
  switch (operation.action) {
    case "create":
      return {
        ...base,
        name: operation.name,
        asset_type: operation.asset_type,
        cyber_system: orderedSystem(operation.cyber_system),
        possible_rename: orderedRename(operation.possible_rename),
      };
    case "update":
      return {
        ...base,
        asset_id: operation.asset_id,
        name: operation.name,
        cyber_system: orderedSystem(operation.cyber_system),
        kinds: [...operation.kinds],
        temporary: operation.temporary,
        changes: orderedChanges(operation.changes),
      };
    case "delete":
      return {
        ...base,
        asset_id: operation.asset_id,
        name: operation.name,
        asset_type: operation.asset_type,
        cyber_system: orderedSystem(operation.cyber_system),
        possible_rename: orderedRename(operation.possible_rename),
      };
  }
}

/** The baselines against the existing ones, keys in the model's order. */
function orderedComparison(comparison: BaselineComparison | undefined): object | undefined {
  if (comparison === undefined) return undefined;
  if (comparison.compared_with === null)
    return { compared_with: null, not_compared: comparison.not_compared };
  return {
    compared_with: comparison.compared_with,
    deviations: comparison.deviations.map((deviation) => ({
      asset: deviation.asset,
      asset_id: deviation.asset_id,
      cyber_system: deviation.cyber_system,
      cyber_system_id: deviation.cyber_system_id,
      items: deviation.items.map(({ item, added, removed }) => ({
        item,
        added: [...added],
        removed: [...removed],
      })),
      opens: [...deviation.opens],
    })),
  };
}

/** A declared baseline, its keys in code-point order (the planner's), items in R1.1's order. */
function orderedBaseline(baseline: PlanBaseline): object {
  const { items } = baseline;
  return {
    asset: baseline.asset,
    asset_id: baseline.asset_id,
    asset_type: baseline.asset_type,
    class: baseline.class,
    completed_on: baseline.completed_on,
    cyber_system: baseline.cyber_system,
    cyber_system_id: baseline.cyber_system_id,
    digest: baseline.digest,
    erc: baseline.erc,
    impact: baseline.impact,
    items: items && mapItemDigests(items, (digest) => digest),
    kind: baseline.kind,
    patched: baseline.patched,
  };
}

/** The CIP-010-4 R3.3 check, keys in the model's order. */
function orderedCommissioning(check: CommissioningAssessmentCheck | undefined): object | undefined {
  return (
    check && {
      setting: check.setting,
      commissioned: check.commissioned.map((entry) => ({
        cyber_system: entry.cyber_system,
        asset: entry.asset,
        class: entry.class,
        location: orderedLocation(entry.location),
        evidence: entry.evidence.map((evidence) => ({ ...evidence })),
        gap: entry.gap,
        not_judged: entry.not_judged,
      })),
    }
  );
}

/** The patch sources check (R2.1), keys in the model's order. */
function orderedPatchSources(check: PatchSourceCheck | undefined): object | undefined {
  return (
    check && {
      sources_file: check.sources_file,
      setting: check.setting,
      missing: check.missing.map((gap) => ({
        cyber_system: gap.cyber_system,
        asset: gap.asset,
        item: gap.item,
        name: gap.name,
        version: gap.version,
        location: orderedLocation(gap.location),
        change: gap.change,
      })),
      not_seen: check.not_seen.map((asset) => ({
        cyber_system: asset.cyber_system,
        asset: asset.asset,
        location: orderedLocation(asset.location),
      })),
    }
  );
}

function orderedRename(rename: PossibleRename | undefined): object | undefined {
  return (
    rename && {
      declared: rename.declared,
      live: rename.live,
      ...(rename.candidates ? { candidates: rename.candidates } : {}),
      ...(rename.renamed_in_file === undefined ? {} : { renamed_in_file: rename.renamed_in_file }),
    }
  );
}

/** Each field an update can change, with the type of its change. */
type ChangeOf = {
  [Field in keyof UpdateOperation["changes"]]-?: UpdateOperation["changes"][Field] & {};
};

/**
 * How each field of an update's `changes` is written, in the plan schema's key order. Typed over
 * every key of the plan model's `changes`: a new field fails to compile here until it is written.
 */
const CHANGE_JSON: { readonly [Field in keyof ChangeOf]: (change: ChangeOf[Field]) => object } = {
  name: (change) => ({ from: change.from, to: change.to }),
  cyber_system: (change) => ({ from: orderedSystem(change.from), to: orderedSystem(change.to) }),
  asset_type: (change) => ({ from: change.from, to: change.to }),
};

function orderedChanges(changes: Partial<ChangeOf>): object {
  const ordered: Record<string, object> = {};
  const write = <Field extends keyof ChangeOf>(field: Field) => {
    const change = changes[field];
    if (change !== undefined) ordered[field] = CHANGE_JSON[field](change);
  };
  for (const field of Object.keys(CHANGE_JSON) as (keyof ChangeOf)[]) write(field);
  return ordered;
}

function orderedSystem(system: SystemRef): object {
  const { parent } = system;
  return {
    id: system.id,
    impact: system.impact,
    name: system.name,
    parent: parent && { kind: parent.kind, id: parent.id, name: parent.name },
  };
}

function orderedLocation(location: SourceLocation): object {
  return { file: location.file, line: location.line, column: location.column };
}

function orderedDiagnostic(diagnostic: Diagnostic): object {
  return {
    severity: diagnostic.severity,
    message: diagnostic.message,
    location: diagnostic.location && orderedLocation(diagnostic.location),
    related: diagnostic.related?.map(orderedLocation),
  };
}
