// The service's path templates (spec 4.2 and 4.3) and how a request path finds one.

/** Operations API keys may call (spec 4.2), by "METHOD /template". */
export const AVAILABLE_OPERATIONS = [
  "GET /facilities",
  "GET /facilities/{id}",
  "GET /control-centers",
  "GET /control-centers/{id}",
  "GET /cyber-systems",
  "GET /cyber-systems/{id}",
  "GET /cyber-assets",
  "POST /cyber-assets",
  "GET /cyber-assets/{id}",
  "PATCH /cyber-assets/{id}",
  "DELETE /cyber-assets/{id}",
] as const;

export type AvailableOperation = (typeof AVAILABLE_OPERATIONS)[number];

/** Planned operations (spec 4.3): [method, template, operation name]. API keys get 403. */
const PLANNED_OPERATIONS: readonly (readonly [string, string, string])[] = [
  ["GET", "/cyber-assets/import/template", "getCyberAssetsImportTemplate"],
  ["GET", "/cyber-systems/{cyberSystemId}/cyber-assets", "getCyberAssetsBySystem"],
  ["POST", "/cyber-systems/{cyberSystemId}/cyber-assets/import", "importCyberAssets"],
  ["GET", "/facilities/{facilityId}/cyber-assets", "getCyberAssetsByFacility"],
  ["GET", "/facilities/{facilityId}/cyber-assets/export", "exportCyberAssetsCsv"],
  ["GET", "/facilities/{facilityId}/cyber-assets/export-low", "exportLowCyberAssetsCsv"],
  ["GET", "/control-centers/{controlCenterId}/cyber-assets", "getCyberAssetsByControlCenter"],
  [
    "GET",
    "/control-centers/{controlCenterId}/cyber-assets/export",
    "exportControlCenterCyberAssetsCsv",
  ],
  [
    "GET",
    "/control-centers/{controlCenterId}/cyber-assets/export-low",
    "exportControlCenterLowCyberAssetsCsv",
  ],
  ["POST", "/cyber-systems", "createCyberSystem"],
  ["PATCH", "/cyber-systems/{id}", "updateCyberSystem"],
  ["DELETE", "/cyber-systems/{id}", "deleteCyberSystem"],
  ["GET", "/facilities/{facilityId}/cyber-systems", "getCyberSystemsByFacility"],
  ["GET", "/control-centers/{controlCenterId}/cyber-systems", "getCyberSystemsByControlCenter"],
  ["POST", "/facilities", "createFacility"],
  ["PATCH", "/facilities/{id}", "updateFacility"],
  ["DELETE", "/facilities/{id}", "deleteFacility"],
  ["POST", "/control-centers", "createControlCenter"],
  ["PUT", "/control-centers/{id}", "updateControlCenter"],
  ["DELETE", "/control-centers/{id}", "deleteControlCenter"],
  ["GET", "/control-centers/{id}/facilities", "getControlCenterFacilities"],
  ["POST", "/control-centers/{id}/assign-facilities", "assignFacilitiesToControlCenter"],
  ["POST", "/control-centers/{id}/unassign-facilities", "unassignFacilitiesFromControlCenter"],
  ["POST", "/control-centers/{id}/preview-impact", "previewControlCenterImpact"],
  ["GET", "/training-modules", "getTrainingModules"],
  ["POST", "/training-modules", "createTrainingModule"],
  ["GET", "/training-modules/{id}", "getTrainingModule"],
  ["PATCH", "/training-modules/{id}", "updateTrainingModule"],
  ["DELETE", "/training-modules/{id}", "deleteTrainingModule"],
  ["GET", "/training-assignments", "getTrainingAssignments"],
  ["POST", "/training-assignments", "createTrainingAssignment"],
  ["GET", "/training-assignments/export", "exportTrainingAssignments"],
  ["GET", "/training-assignments/{id}", "getTrainingAssignment"],
  ["PATCH", "/training-assignments/{id}", "updateTrainingAssignment"],
  ["POST", "/training-assignments/{id}/complete", "completeTrainingAssignment"],
  ["DELETE", "/training-assignments/{id}", "deleteTrainingAssignment"],
  [
    "GET",
    "/training-assignments/{trainingAssignmentId}/facilities",
    "getTrainingAssignmentFacilities",
  ],
  ["POST", "/training-assignments/{trainingAssignmentId}/facilities", "addFacilitiesToAssignment"],
  [
    "DELETE",
    "/training-assignments/{trainingAssignmentId}/facilities/{facilityId}",
    "removeFacilityFromAssignment",
  ],
  ["GET", "/tasks", "getTasks"],
  ["POST", "/tasks", "createTask"],
  ["POST", "/tasks/bulk", "bulkCreateTasks"],
  ["GET", "/tasks/{id}", "getTask"],
  ["PUT", "/tasks/{id}", "updateTask"],
  ["DELETE", "/tasks/{id}", "deleteTask"],
  ["PUT", "/tasks/{parentTaskId}/{dueDate}", "updateTaskInstance"],
  ["POST", "/tasks/reassign-from-csm", "reassignTasksFromCsm"],
  ["POST", "/evidence", "createEvidence"],
  ["GET", "/evidence/{id}", "getEvidenceById"],
  ["GET", "/evidence/by-resource/{resourceId}", "listEvidenceByResource"],
  ["DELETE", "/evidence/{id}", "deleteEvidence"],
  ["GET", "/policy-documents", "listPolicyDocuments"],
  ["POST", "/policy-documents", "createPolicyDocument"],
  ["POST", "/policy-documents/upload", "uploadPolicyDocumentFile"],
  ["POST", "/policy-documents/create-from-processed", "createPolicyDocumentFromProcessed"],
  ["GET", "/policy-documents/processing-files", "getProcessingFiles"],
  ["GET", "/policy-documents/{id}/with-sections", "getPolicyDocumentWithSections"],
  ["PATCH", "/policy-documents/{id}", "updatePolicyDocument"],
  ["DELETE", "/policy-documents/{id}", "deletePolicyDocument"],
  ["PATCH", "/policy-documents/{id}/assets", "updatePolicyDocumentAssets"],
  ["PATCH", "/policy-documents/{id}/sections/reorder", "reorderDocumentSections"],
  ["POST", "/policy-documents/{id}/submit", "submitPolicyDocument"],
  ["POST", "/policy-documents/{id}/approve", "approvePolicyDocument"],
  ["POST", "/policy-documents/{id}/revert", "revertPolicyDocument"],
  ["POST", "/policy-documents/{id}/log-pdf-export", "logPdfExport"],
  ["GET", "/policy-documents/{id}/versions", "listDocumentVersions"],
  ["GET", "/policy-documents/{id}/versions/latest", "getLatestDocumentVersion"],
  ["GET", "/policy-documents/{id}/versions/{versionNumber}", "getDocumentVersionByNumber"],
  ["GET", "/users", "listUsers"],
  ["POST", "/users", "createUser"],
  ["GET", "/users/me", "getCurrentUser"],
  ["GET", "/users/me/organizations", "getMyOrganizations"],
  ["GET", "/users/me/check-access", "checkAccess"],
  ["GET", "/users/{id}", "getUser"],
  ["PATCH", "/users/{id}", "updateUser"],
  ["DELETE", "/users/{id}", "deleteUser"],
  ["GET", "/invitations", "listInvitations"],
  ["POST", "/invitations", "createInvitation"],
  ["GET", "/invitations/validate", "validateInvitation"],
  ["POST", "/invitations/accept", "acceptInvitation"],
  ["DELETE", "/invitations/{id}", "cancelInvitation"],
  ["POST", "/invitations/{id}/resend", "resendInvitation"],
  ["GET", "/cip-senior-manager-assignments/current", "getCurrentCipSeniorManager"],
  ["POST", "/cip-senior-manager-assignments", "createCipSeniorManagerAssignment"],
  ["PATCH", "/cip-senior-manager-assignments/{id}", "updateCipSeniorManagerAssignment"],
  ["GET", "/access-control", "listAccessControls"],
  ["POST", "/access-control", "createAccessControl"],
  ["GET", "/access-control/{id}", "getAccessControl"],
  ["PUT", "/access-control/{id}", "updateAccessControl"],
  ["DELETE", "/access-control/{id}", "deleteAccessControl"],
  ["GET", "/access-control/user/{userId}", "getUserApprovedAccessControlItemIds"],
  ["POST", "/access-control/user/{userId}/grant", "grantRaptorComplyAccess"],
  ["POST", "/access-control/user/{userId}/revoke", "revokeRaptorComplyAccess"],
  ["GET", "/activity", "listActivityLogs"],
  ["GET", "/activity/by-resource-type/{resourceType}/{resourceId}", "getActivityLogsByEntity"],
];

export type RouteMatch =
  /** An operation API keys may call; `id` is the decoded path id, when the template has one. */
  | { kind: "available"; template: string; operation: AvailableOperation; id: string | undefined }
  | { kind: "planned"; template: string; operationName: string }
  /** A known path, but no operation of that method on it. */
  | { kind: "method-not-allowed"; template: string; allowedForApiKeys: string[] }
  | { kind: "unmatched" };

interface Template {
  template: string;
  /** Literal segments as strings, parameters as null. */
  segments: (string | null)[];
  available: Map<string, AvailableOperation>;
  planned: Map<string, string>;
}

/** Templates grouped by "first segment/segment count", most specific first within a group. */
const templatesByShape = buildIndex();

function buildIndex(): Map<string, Template[]> {
  const byTemplate = new Map<string, Template>();
  const templateFor = (template: string): Template => {
    let entry = byTemplate.get(template);
    if (entry === undefined) {
      const segments = template
        .slice(1)
        .split("/")
        .map((segment) => (segment.startsWith("{") ? null : segment));
      entry = { template, segments, available: new Map(), planned: new Map() };
      byTemplate.set(template, entry);
    }
    return entry;
  };
  for (const operation of AVAILABLE_OPERATIONS) {
    const [method, template] = operation.split(" ") as [string, string];
    templateFor(template).available.set(method, operation);
  }
  for (const [method, template, name] of PLANNED_OPERATIONS) {
    templateFor(template).planned.set(method, name);
  }
  const index = new Map<string, Template[]>();
  for (const entry of byTemplate.values()) {
    const shape = `${entry.segments[0]}/${entry.segments.length}`;
    index.set(shape, [...(index.get(shape) ?? []), entry]);
  }
  for (const group of index.values()) group.sort(bySpecificity);
  return index;
}

/** A literal segment outranks a parameter at the first position where two templates differ. */
function bySpecificity(a: Template, b: Template): number {
  for (let position = 0; position < a.segments.length; position += 1) {
    const left = a.segments[position] === null;
    const right = b.segments[position] === null;
    if (left !== right) return left ? 1 : -1;
  }
  return 0;
}

/**
 * Finds the operation for a method and a path relative to the base path (starting with "/").
 * When several templates fit the path, the most specific one with that method wins, as in
 * `/users/me` over `/users/{id}`.
 */
export function matchRoute(method: string, path: string): RouteMatch {
  const segments = splitPath(path);
  if (segments === undefined) return { kind: "unmatched" };
  const candidates = (templatesByShape.get(`${segments[0]}/${segments.length}`) ?? []).filter(
    (entry) =>
      entry.segments.every((segment, index) => segment === null || segment === segments[index]),
  );
  const first = candidates[0];
  if (first === undefined) return { kind: "unmatched" };
  for (const entry of candidates) {
    const operation = entry.available.get(method);
    if (operation !== undefined) {
      const parameter = entry.segments.indexOf(null);
      const id = parameter === -1 ? undefined : segments[parameter];
      return { kind: "available", template: entry.template, operation, id };
    }
    const operationName = entry.planned.get(method);
    if (operationName !== undefined) {
      return { kind: "planned", template: entry.template, operationName };
    }
  }
  return {
    kind: "method-not-allowed",
    template: first.template,
    allowedForApiKeys: [...first.available.keys()],
  };
}

/** Decoded, non-empty segments; undefined for an empty segment or a malformed escape. */
function splitPath(path: string): string[] | undefined {
  if (!path.startsWith("/")) return undefined;
  const segments: string[] = [];
  for (const raw of path.slice(1).split("/")) {
    if (raw === "") return undefined;
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
  }
  return segments;
}
