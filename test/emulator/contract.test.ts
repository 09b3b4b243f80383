// The emulator's API-key surface over real HTTP: every endpoint of spec 4.2, tenancy, auth,
// planned and unknown paths, validation, uniqueness, the control-center parent, base path, counts.
import { describe, expect, it } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { startEmulator } from "../../src/emulator/server.ts";
import {
  call,
  EAST_KEY,
  EAST_KEY_2,
  emulatorWith,
  errorBody,
  seed,
  seedJson,
  WEST_KEY,
} from "./support.ts";

const UNAUTHENTICATED = errorBody(
  "unauthenticated",
  "Missing or invalid X-API-Key header; send an API key an Organization Admin generated for your organization.",
);

describe("reads (spec 4.2)", () => {
  it("lists are bare arrays of the key's organization only, with organization_slug", async () => {
    const emulator = await emulatorWith();
    expect((await call(emulator, "GET", "/facilities")).json).toEqual([
      { id: "fac_alpha", name: "Substation Alpha", organization_slug: "grid-east" },
      { id: "fac_bravo", name: "Substation Bravo", organization_slug: "grid-east" },
    ]);
    expect((await call(emulator, "GET", "/control-centers")).json).toEqual([
      { id: "cc_main", name: "Primary Control Center", organization_slug: "grid-east" },
    ]);
    expect((await call(emulator, "GET", "/cyber-assets", { key: WEST_KEY })).json).toEqual([
      {
        id: "ca_w1",
        name: "alpha-relay-01",
        cyber_system_id: "cs_mesa",
        asset_type: "hardware",
        organization_slug: "grid-west",
      },
    ]);
    const assets = await call(emulator, "GET", "/cyber-assets");
    expect(assets.status).toBe(200);
    expect(assets.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect((assets.json as { id: string }[]).map((asset) => asset.id)).toEqual([
      "ca_1",
      "ca_2",
      "ca_3",
    ]);
  });

  it("gets each kind of record by id", async () => {
    const emulator = await emulatorWith();
    const cases: [string, unknown][] = [
      [
        "/facilities/fac_bravo",
        { id: "fac_bravo", name: "Substation Bravo", organization_slug: "grid-east" },
      ],
      [
        "/control-centers/cc_main",
        { id: "cc_main", name: "Primary Control Center", organization_slug: "grid-east" },
      ],
      [
        "/cyber-systems/cs_ems",
        {
          id: "cs_ems",
          name: "EMS",
          facility_id: null,
          control_center_id: "cc_main",
          organization_slug: "grid-east",
        },
      ],
      [
        "/cyber-assets/ca_3",
        {
          id: "ca_3",
          name: "bravo-relay-01",
          cyber_system_id: "cs_prot_b",
          asset_type: "software",
          organization_slug: "grid-east",
        },
      ],
    ];
    for (const [path, record] of cases) {
      const answer = await call(emulator, "GET", path);
      expect([path, answer.status, answer.json]).toEqual([path, 200, record]);
    }
  });

  it("ignores a query string: list endpoints take no parameters", async () => {
    const emulator = await emulatorWith();
    const answer = await call(emulator, "GET", "/cyber-assets?page=2&limit=1");
    expect((answer.json as unknown[]).length).toBe(3);
  });

  it.each([
    [
      "/facilities/fac_nope",
      'No facility with id "fac_nope" in this organization; list them with GET /facilities.',
    ],
    [
      "/facilities/fac_mesa",
      'No facility with id "fac_mesa" in this organization; list them with GET /facilities.',
    ],
    [
      "/control-centers/cc_x",
      'No control center with id "cc_x" in this organization; list them with GET /control-centers.',
    ],
    [
      "/cyber-systems/cs_mesa",
      'No cyber system with id "cs_mesa" in this organization; list them with GET /cyber-systems.',
    ],
    [
      "/cyber-assets/ca_w1",
      'No cyber asset with id "ca_w1" in this organization; list them with GET /cyber-assets.',
    ],
    [
      "/cyber-assets/ca_nope",
      'No cyber asset with id "ca_nope" in this organization; list them with GET /cyber-assets.',
    ],
  ])("GET %s: 404 alike for an absent id and another organization's", async (path, message) => {
    const emulator = await emulatorWith();
    const answer = await call(emulator, "GET", path);
    expect([answer.status, answer.json]).toEqual([404, errorBody("not_found", message)]);
  });
});

describe("cyber asset writes (spec 4.2)", () => {
  it("creates: 201, a ca_ id, the organization's slug, then visible in get and list", async () => {
    const emulator = await emulatorWith();
    const created = await call(emulator, "POST", "/cyber-assets", {
      body: { name: "alpha-gateway-01", cyber_system_id: "cs_prot_a", asset_type: "hardware" },
    });
    expect(created.status).toBe(201);
    const asset = created.json as { id: string };
    expect(asset).toEqual({
      id: expect.stringMatching(/^ca_[0-9a-f]{8}$/),
      name: "alpha-gateway-01",
      cyber_system_id: "cs_prot_a",
      asset_type: "hardware",
      organization_slug: "grid-east",
    });
    expect((await call(emulator, "GET", `/cyber-assets/${asset.id}`)).json).toEqual(asset);
    expect((await call(emulator, "GET", "/cyber-assets")).json).toContainEqual(asset);
    expect(emulator.inventory("grid-east").cyberAssets).toContainEqual(asset);
    expect(emulator.inventory("grid-west").cyberAssets.map((a) => a.id)).toEqual(["ca_w1"]);
  });

  it("issues distinct ids, the same sequence in every fresh emulator", async () => {
    const createMany = async () => {
      const emulator = await emulatorWith();
      const ids: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        const body = { name: `bulk-${index}`, cyber_system_id: "cs_ems", asset_type: "software" };
        ids.push(
          ((await call(emulator, "POST", "/cyber-assets", { body })).json as { id: string }).id,
        );
      }
      return ids;
    };
    const first = await createMany();
    expect(new Set(first).size).toBe(30);
    expect(await createMany()).toEqual(first);
  });

  it("patches any subset of fields, leaving the others unchanged, and answers the full asset", async () => {
    const emulator = await emulatorWith();
    const steps: [Record<string, string>, Record<string, string>][] = [
      [
        { asset_type: "software" },
        { name: "alpha-relay-01", cyber_system_id: "cs_prot_a", asset_type: "software" },
      ],
      [
        { cyber_system_id: "cs_prot_b" },
        { name: "alpha-relay-01", cyber_system_id: "cs_prot_b", asset_type: "software" },
      ],
      [
        { name: "alpha-relay-01b" },
        { name: "alpha-relay-01b", cyber_system_id: "cs_prot_b", asset_type: "software" },
      ],
      [
        { name: "relay-x", cyber_system_id: "cs_ems", asset_type: "hardware" },
        { name: "relay-x", cyber_system_id: "cs_ems", asset_type: "hardware" },
      ],
    ];
    for (const [body, expected] of steps) {
      const answer = await call(emulator, "PATCH", "/cyber-assets/ca_1", { body });
      const full = { id: "ca_1", ...expected, organization_slug: "grid-east" };
      expect([answer.status, answer.json]).toEqual([200, full]);
      expect((await call(emulator, "GET", "/cyber-assets/ca_1")).json).toEqual(full);
    }
  });

  it("deletes: 204 with an empty body, then 404 on get and on a second delete", async () => {
    const emulator = await emulatorWith();
    const deleted = await call(emulator, "DELETE", "/cyber-assets/ca_2");
    expect([deleted.status, deleted.text, deleted.headers.get("content-type")]).toEqual([
      204,
      "",
      null,
    ]);
    expect((await call(emulator, "GET", "/cyber-assets/ca_2")).status).toBe(404);
    const again = await call(emulator, "DELETE", "/cyber-assets/ca_2");
    expect([again.status, again.json]).toEqual([
      404,
      errorBody(
        "not_found",
        'No cyber asset with id "ca_2" in this organization; list them with GET /cyber-assets.',
      ),
    ]);
    expect(emulator.inventory("grid-east").cyberAssets.map((asset) => asset.id)).toEqual([
      "ca_1",
      "ca_3",
    ]);
  });
});

describe("authentication and tenancy (spec 5)", () => {
  const every: [string, string, unknown?][] = [
    ["GET", "/facilities"],
    ["GET", "/facilities/fac_alpha"],
    ["GET", "/control-centers"],
    ["GET", "/control-centers/cc_main"],
    ["GET", "/cyber-systems"],
    ["GET", "/cyber-systems/cs_ems"],
    ["GET", "/cyber-assets"],
    ["GET", "/cyber-assets/ca_1"],
    ["POST", "/cyber-assets", { name: "new", cyber_system_id: "cs_ems", asset_type: "hardware" }],
    ["PATCH", "/cyber-assets/ca_1", { name: "renamed" }],
    ["DELETE", "/cyber-assets/ca_1"],
    ["GET", "/users/me"],
    ["GET", "/no-such-path"],
  ];

  it.each(every)(
    "%s %s without a key or with an unknown key: 401, same body, no effect",
    async (method, path, body) => {
      const emulator = await emulatorWith();
      const before = emulator.inventory("grid-east");
      const missing = await call(emulator, method, path, { key: null, body });
      const unknown = await call(emulator, method, path, { key: "wrong-key-zz9", body });
      const empty = await call(emulator, method, path, { key: "", body });
      for (const answer of [missing, unknown, empty]) {
        expect([answer.status, answer.json]).toEqual([401, UNAUTHENTICATED]);
      }
      expect(unknown.text).not.toContain("wrong-key-zz9");
      expect(emulator.inventory("grid-east")).toEqual(before);
    },
  );

  it("accepts every key of an organization (rotation without downtime)", async () => {
    const emulator = await emulatorWith();
    const first = await call(emulator, "GET", "/cyber-assets", { key: EAST_KEY });
    const second = await call(emulator, "GET", "/cyber-assets", { key: EAST_KEY_2 });
    expect(second.json).toEqual(first.json);
  });

  it("another organization's key cannot read, patch or delete a record by id, nor use its systems", async () => {
    const emulator = await emulatorWith();
    const east = emulator.inventory("grid-east");
    const notFound = errorBody(
      "not_found",
      'No cyber asset with id "ca_1" in this organization; list them with GET /cyber-assets.',
    );
    for (const [method, body] of [["GET"], ["PATCH", { name: "stolen" }], ["DELETE"]] as const) {
      const answer = await call(emulator, method, "/cyber-assets/ca_1", { key: WEST_KEY, body });
      expect([method, answer.status, answer.json]).toEqual([method, 404, notFound]);
    }
    const unknownSystem = errorBody(
      "unknown_cyber_system",
      'cyber_system_id "cs_ems" is not a cyber system of this organization; use an id from GET /cyber-systems.',
    );
    const create = await call(emulator, "POST", "/cyber-assets", {
      key: WEST_KEY,
      body: { name: "intruder", cyber_system_id: "cs_ems", asset_type: "hardware" },
    });
    const move = await call(emulator, "PATCH", "/cyber-assets/ca_w1", {
      key: WEST_KEY,
      body: { cyber_system_id: "cs_ems" },
    });
    expect([create.status, create.json, move.status, move.json]).toEqual([
      422,
      unknownSystem,
      422,
      unknownSystem,
    ]);
    expect(emulator.inventory("grid-east")).toEqual(east);
    expect(emulator.inventory("grid-west").cyberAssets).toEqual([
      {
        id: "ca_w1",
        name: "alpha-relay-01",
        cyber_system_id: "cs_mesa",
        asset_type: "hardware",
        organization_slug: "grid-west",
      },
    ]);
  });

  it("allows the same asset name in two organizations (uniqueness is per organization)", async () => {
    const emulator = await emulatorWith();
    const answer = await call(emulator, "POST", "/cyber-assets", {
      key: WEST_KEY,
      body: { name: "EMS-SERVER-01", cyber_system_id: "cs_mesa", asset_type: "hardware" },
    });
    expect(answer.status).toBe(201);
  });
});

// Every planned operation of spec 4.3, written out from the spec (not imported from the server),
// with ids substituted.
const PLANNED: [string, string, string][] = [
  ["GET", "/cyber-assets/import/template", "getCyberAssetsImportTemplate"],
  ["GET", "/cyber-systems/cs_ems/cyber-assets", "getCyberAssetsBySystem"],
  ["POST", "/cyber-systems/cs_ems/cyber-assets/import", "importCyberAssets"],
  ["GET", "/facilities/fac_alpha/cyber-assets", "getCyberAssetsByFacility"],
  ["GET", "/facilities/fac_alpha/cyber-assets/export", "exportCyberAssetsCsv"],
  ["GET", "/facilities/fac_alpha/cyber-assets/export-low", "exportLowCyberAssetsCsv"],
  ["GET", "/control-centers/cc_main/cyber-assets", "getCyberAssetsByControlCenter"],
  ["GET", "/control-centers/cc_main/cyber-assets/export", "exportControlCenterCyberAssetsCsv"],
  [
    "GET",
    "/control-centers/cc_main/cyber-assets/export-low",
    "exportControlCenterLowCyberAssetsCsv",
  ],
  ["POST", "/cyber-systems", "createCyberSystem"],
  ["PATCH", "/cyber-systems/cs_ems", "updateCyberSystem"],
  ["DELETE", "/cyber-systems/cs_ems", "deleteCyberSystem"],
  ["GET", "/facilities/fac_alpha/cyber-systems", "getCyberSystemsByFacility"],
  ["GET", "/control-centers/cc_main/cyber-systems", "getCyberSystemsByControlCenter"],
  ["POST", "/facilities", "createFacility"],
  ["PATCH", "/facilities/fac_alpha", "updateFacility"],
  ["DELETE", "/facilities/fac_alpha", "deleteFacility"],
  ["POST", "/control-centers", "createControlCenter"],
  ["PUT", "/control-centers/cc_main", "updateControlCenter"],
  ["DELETE", "/control-centers/cc_main", "deleteControlCenter"],
  ["GET", "/control-centers/cc_main/facilities", "getControlCenterFacilities"],
  ["POST", "/control-centers/cc_main/assign-facilities", "assignFacilitiesToControlCenter"],
  ["POST", "/control-centers/cc_main/unassign-facilities", "unassignFacilitiesFromControlCenter"],
  ["POST", "/control-centers/cc_main/preview-impact", "previewControlCenterImpact"],
  ["GET", "/training-modules", "getTrainingModules"],
  ["POST", "/training-modules", "createTrainingModule"],
  ["GET", "/training-modules/tm_1", "getTrainingModule"],
  ["PATCH", "/training-modules/tm_1", "updateTrainingModule"],
  ["DELETE", "/training-modules/tm_1", "deleteTrainingModule"],
  ["GET", "/training-assignments", "getTrainingAssignments"],
  ["POST", "/training-assignments", "createTrainingAssignment"],
  ["GET", "/training-assignments/export", "exportTrainingAssignments"],
  ["GET", "/training-assignments/ta_1", "getTrainingAssignment"],
  ["PATCH", "/training-assignments/ta_1", "updateTrainingAssignment"],
  ["POST", "/training-assignments/ta_1/complete", "completeTrainingAssignment"],
  ["DELETE", "/training-assignments/ta_1", "deleteTrainingAssignment"],
  ["GET", "/training-assignments/ta_1/facilities", "getTrainingAssignmentFacilities"],
  ["POST", "/training-assignments/ta_1/facilities", "addFacilitiesToAssignment"],
  ["DELETE", "/training-assignments/ta_1/facilities/fac_alpha", "removeFacilityFromAssignment"],
  ["GET", "/tasks", "getTasks"],
  ["POST", "/tasks", "createTask"],
  ["POST", "/tasks/bulk", "bulkCreateTasks"],
  ["GET", "/tasks/tsk_1", "getTask"],
  ["PUT", "/tasks/tsk_1", "updateTask"],
  ["DELETE", "/tasks/tsk_1", "deleteTask"],
  ["PUT", "/tasks/tsk_1/2025-03-31", "updateTaskInstance"],
  ["POST", "/tasks/reassign-from-csm", "reassignTasksFromCsm"],
  ["POST", "/evidence", "createEvidence"],
  ["GET", "/evidence/ev_1", "getEvidenceById"],
  ["GET", "/evidence/by-resource/ca_1", "listEvidenceByResource"],
  ["DELETE", "/evidence/ev_1", "deleteEvidence"],
  ["GET", "/policy-documents", "listPolicyDocuments"],
  ["POST", "/policy-documents", "createPolicyDocument"],
  ["POST", "/policy-documents/upload", "uploadPolicyDocumentFile"],
  ["POST", "/policy-documents/create-from-processed", "createPolicyDocumentFromProcessed"],
  ["GET", "/policy-documents/processing-files", "getProcessingFiles"],
  ["GET", "/policy-documents/pd_1/with-sections", "getPolicyDocumentWithSections"],
  ["PATCH", "/policy-documents/pd_1", "updatePolicyDocument"],
  ["DELETE", "/policy-documents/pd_1", "deletePolicyDocument"],
  ["PATCH", "/policy-documents/pd_1/assets", "updatePolicyDocumentAssets"],
  ["PATCH", "/policy-documents/pd_1/sections/reorder", "reorderDocumentSections"],
  ["POST", "/policy-documents/pd_1/submit", "submitPolicyDocument"],
  ["POST", "/policy-documents/pd_1/approve", "approvePolicyDocument"],
  ["POST", "/policy-documents/pd_1/revert", "revertPolicyDocument"],
  ["POST", "/policy-documents/pd_1/log-pdf-export", "logPdfExport"],
  ["GET", "/policy-documents/pd_1/versions", "listDocumentVersions"],
  ["GET", "/policy-documents/pd_1/versions/latest", "getLatestDocumentVersion"],
  ["GET", "/policy-documents/pd_1/versions/3", "getDocumentVersionByNumber"],
  ["GET", "/users", "listUsers"],
  ["POST", "/users", "createUser"],
  ["GET", "/users/me", "getCurrentUser"],
  ["GET", "/users/me/organizations", "getMyOrganizations"],
  ["GET", "/users/me/check-access?permission=x", "checkAccess"],
  ["GET", "/users/usr_1", "getUser"],
  ["PATCH", "/users/usr_1", "updateUser"],
  ["DELETE", "/users/usr_1", "deleteUser"],
  ["GET", "/invitations", "listInvitations"],
  ["POST", "/invitations", "createInvitation"],
  ["GET", "/invitations/validate?token=t", "validateInvitation"],
  ["POST", "/invitations/accept", "acceptInvitation"],
  ["DELETE", "/invitations/inv_1", "cancelInvitation"],
  ["POST", "/invitations/inv_1/resend", "resendInvitation"],
  ["GET", "/cip-senior-manager-assignments/current", "getCurrentCipSeniorManager"],
  ["POST", "/cip-senior-manager-assignments", "createCipSeniorManagerAssignment"],
  ["PATCH", "/cip-senior-manager-assignments/csm_1", "updateCipSeniorManagerAssignment"],
  ["GET", "/access-control", "listAccessControls"],
  ["POST", "/access-control", "createAccessControl"],
  ["GET", "/access-control/ac_1", "getAccessControl"],
  ["PUT", "/access-control/ac_1", "updateAccessControl"],
  ["DELETE", "/access-control/ac_1", "deleteAccessControl"],
  ["GET", "/access-control/user/usr_1", "getUserApprovedAccessControlItemIds"],
  ["POST", "/access-control/user/usr_1/grant", "grantRaptorComplyAccess"],
  ["POST", "/access-control/user/usr_1/revoke", "revokeRaptorComplyAccess"],
  ["GET", "/activity", "listActivityLogs"],
  ["GET", "/activity/by-resource-type/cyber-asset/ca_1", "getActivityLogsByEntity"],
];

describe("planned operations (spec 4.3)", () => {
  it("lists all 95 planned operations of the spec", () => {
    expect(PLANNED.length).toBe(95);
  });

  it.each(PLANNED)(
    "%s %s (%s): 403 not_available_to_api_keys, no effect",
    async (method, path, operation) => {
      const emulator = await emulatorWith();
      const before = emulator.inventory("grid-east");
      const body = method === "GET" || method === "DELETE" ? undefined : { name: "x" };
      const answer = await call(emulator, method, path, { body });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual(
        errorBody(
          "not_available_to_api_keys",
          expect.stringMatching(new RegExp(`^${operation} \\(${method} /`)),
        ),
      );
      expect((answer.json as { error: { message: string } }).error.message).toMatch(
        /is a planned operation that is not available to API keys\.$/,
      );
      expect(emulator.inventory("grid-east")).toEqual(before);
    },
  );
});

describe("unknown paths and methods", () => {
  it.each([
    ["GET", "/"],
    ["GET", "/v1/facilities"],
    ["GET", "/cyber-assets/"],
    ["GET", "/cyber-assets/ca_1/extra"],
    ["GET", "/cyber-assetz"],
    ["GET", "//cyber-assets"],
    ["GET", "/cyber-assets/%E0%A4%A"],
    ["POST", "/cyber-assets/ca_1/clone"],
  ])("%s %s: 404 route_not_found", async (method, path) => {
    const emulator = await emulatorWith();
    const answer = await call(emulator, method, path, { body: method === "POST" ? {} : undefined });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(
      errorBody(
        "route_not_found",
        expect.stringMatching(
          /^No endpoint .*; the API-key endpoints are \/facilities, \/control-centers, \/cyber-systems and \/cyber-assets \(spec 4\.2\)\.$/,
        ),
      ),
    );
  });

  it.each([
    ["PUT", "/cyber-assets/ca_1", "/cyber-assets/{id}", "GET, PATCH, DELETE"],
    ["POST", "/cyber-assets/ca_1", "/cyber-assets/{id}", "GET, PATCH, DELETE"],
    ["DELETE", "/cyber-assets", "/cyber-assets", "GET, POST"],
    ["PUT", "/facilities/fac_alpha", "/facilities/{id}", "GET"],
    ["PATCH", "/control-centers/cc_main", "/control-centers/{id}", "GET"],
    ["DELETE", "/facilities", "/facilities", "GET"],
    ["HEAD", "/cyber-systems", "/cyber-systems", "GET"],
  ])("%s %s: 405 with Allow", async (method, path, template, allow) => {
    const emulator = await emulatorWith();
    const answer = await call(emulator, method, path);
    expect([answer.status, answer.headers.get("allow")]).toEqual([405, allow]);
    if (method !== "HEAD") {
      expect(answer.json).toEqual(
        errorBody(
          "method_not_allowed",
          `${method} is not allowed on ${template}; API keys may use ${allow}.`,
        ),
      );
    }
  });

  it("a planned path with a method the spec does not list: 405 with no method for API keys", async () => {
    const emulator = await emulatorWith();
    const answer = await call(emulator, "PATCH", "/tasks/tsk_1");
    expect([answer.status, answer.headers.get("allow"), answer.json]).toEqual([
      405,
      "",
      errorBody(
        "method_not_allowed",
        "PATCH is not allowed on /tasks/{id}; this path has no operation available to API keys.",
      ),
    ]);
  });
});

const CREATE = { name: "new-asset", cyber_system_id: "cs_prot_a", asset_type: "hardware" };

// [label, method, path, options, status, code, message]
const REFUSED: [string, string, string, Parameters<typeof call>[3], number, string, string][] = [
  [
    "POST without Content-Type",
    "POST",
    "/cyber-assets",
    { body: CREATE, contentType: null },
    415,
    "unsupported_media_type",
    'Content-Type must be application/json (UTF-8); got "none".',
  ],
  [
    "POST as text/plain",
    "POST",
    "/cyber-assets",
    { body: CREATE, contentType: "text/plain" },
    415,
    "unsupported_media_type",
    'Content-Type must be application/json (UTF-8); got "text/plain".',
  ],
  [
    "PATCH in latin1",
    "PATCH",
    "/cyber-assets/ca_1",
    { body: { name: "x" }, contentType: "application/json; charset=iso-8859-1" },
    415,
    "unsupported_media_type",
    'Content-Type must be application/json (UTF-8); got "application/json; charset=iso-8859-1".',
  ],
  [
    "invalid JSON",
    "POST",
    "/cyber-assets",
    { body: '{"name": "x",' },
    400,
    "invalid_json",
    "The request body is not valid JSON: unexpected end of input at line 1, column 14.",
  ],
  [
    "empty body",
    "PATCH",
    "/cyber-assets/ca_1",
    { body: "" },
    400,
    "invalid_json",
    "The request body is not valid JSON: unexpected end of input at line 1, column 1.",
  ],
  [
    "body an array",
    "POST",
    "/cyber-assets",
    { body: [CREATE] },
    422,
    "validation_failed",
    "The request body must be a JSON object with name, cyber_system_id and asset_type.",
  ],
  [
    "unknown fields",
    "POST",
    "/cyber-assets",
    { body: { ...CREATE, id: "ca_mine", impact: "high" } },
    422,
    "validation_failed",
    'Unknown fields "id", "impact"; the body may hold only name, cyber_system_id and asset_type.',
  ],
  [
    "organization_slug in a patch",
    "PATCH",
    "/cyber-assets/ca_1",
    { body: { organization_slug: "grid-west" } },
    422,
    "validation_failed",
    'Unknown field "organization_slug"; the body may hold only name, cyber_system_id and asset_type.',
  ],
  [
    "missing name",
    "POST",
    "/cyber-assets",
    { body: { cyber_system_id: "cs_prot_a", asset_type: "hardware" } },
    422,
    "validation_failed",
    '"name" is required.',
  ],
  [
    "missing asset_type",
    "POST",
    "/cyber-assets",
    { body: { name: "x", cyber_system_id: "cs_prot_a" } },
    422,
    "validation_failed",
    '"asset_type" is required.',
  ],
  [
    "name not a string",
    "POST",
    "/cyber-assets",
    { body: { ...CREATE, name: 42 } },
    422,
    "validation_failed",
    '"name" must be a string; got 42.',
  ],
  [
    "null field in a patch",
    "PATCH",
    "/cyber-assets/ca_1",
    { body: { cyber_system_id: null } },
    422,
    "validation_failed",
    '"cyber_system_id" must be a string; got null.',
  ],
  [
    "empty name",
    "POST",
    "/cyber-assets",
    { body: { ...CREATE, name: "" } },
    422,
    "validation_failed",
    '"name" must not be empty or only whitespace.',
  ],
  [
    "whitespace-only name in a patch",
    "PATCH",
    "/cyber-assets/ca_1",
    { body: { name: " \t " } },
    422,
    "validation_failed",
    '"name" must not be empty or only whitespace.',
  ],
  [
    "name too long",
    "POST",
    "/cyber-assets",
    { body: { ...CREATE, name: "x".repeat(256) } },
    422,
    "validation_failed",
    '"name" must be at most 255 characters (it has 256).',
  ],
  [
    "unknown asset type",
    "PATCH",
    "/cyber-assets/ca_1",
    { body: { asset_type: "Hardware" } },
    422,
    "validation_failed",
    '"asset_type" must be "hardware" or "software"; got "Hardware".',
  ],
  [
    "empty patch",
    "PATCH",
    "/cyber-assets/ca_1",
    { body: {} },
    422,
    "validation_failed",
    "The body is empty; send a JSON object with any of name, cyber_system_id, asset_type.",
  ],
  [
    "unknown cyber system",
    "POST",
    "/cyber-assets",
    { body: { ...CREATE, cyber_system_id: "cs_nope" } },
    422,
    "unknown_cyber_system",
    'cyber_system_id "cs_nope" is not a cyber system of this organization; use an id from GET /cyber-systems.',
  ],
  [
    "patch of an absent asset",
    "PATCH",
    "/cyber-assets/ca_nope",
    { body: { name: "x" } },
    404,
    "not_found",
    'No cyber asset with id "ca_nope" in this organization; list them with GET /cyber-assets.',
  ],
  [
    "create into a taken name, other case",
    "POST",
    "/cyber-assets",
    { body: { ...CREATE, name: "ALPHA-RELAY-01" } },
    409,
    "name_conflict",
    'A cyber asset named "alpha-relay-01" already exists in this organization (ca_1); asset names are unique per organization, ignoring case.',
  ],
  [
    "rename into a taken name",
    "PATCH",
    "/cyber-assets/ca_3",
    { body: { name: "ems-server-01" } },
    409,
    "name_conflict",
    'A cyber asset named "EMS-Server-01" already exists in this organization (ca_2); asset names are unique per organization, ignoring case.',
  ],
  [
    "taken name in a composed form (NFC)",
    "POST",
    "/cyber-assets",
    { body: { ...CREATE, name: "EMS-Server-01" } },
    409,
    "name_conflict",
    'A cyber asset named "EMS-Server-01" already exists in this organization (ca_2); asset names are unique per organization, ignoring case.',
  ],
];

describe("refused writes store nothing", () => {
  it.each(REFUSED)("%s: %s %s", async (_label, method, path, options, status, code, message) => {
    const emulator = await emulatorWith();
    const before = emulator.inventory("grid-east");
    const answer = await call(emulator, method, path, options);
    expect([answer.status, answer.json]).toEqual([status, errorBody(code, message)]);
    expect(emulator.inventory("grid-east")).toEqual(before);
  });

  it("a body over 1 MiB: 413, nothing stored", async () => {
    const emulator = await emulatorWith();
    const answer = await call(emulator, "POST", "/cyber-assets", {
      body: { ...CREATE, name: "x".repeat(1024 * 1024) },
    });
    expect([answer.status, answer.json]).toEqual([
      413,
      errorBody("payload_too_large", "The request body exceeds 1048576 bytes."),
    ]);
    expect(emulator.inventory("grid-east").cyberAssets.length).toBe(3);
  });

  it("refusals use up no ids: the next create gets the id the first would have", async () => {
    const fresh = await emulatorWith();
    const expected = (await call(fresh, "POST", "/cyber-assets", { body: CREATE })).json as {
      id: string;
    };
    const emulator = await emulatorWith();
    await call(emulator, "POST", "/cyber-assets", { body: { ...CREATE, name: "alpha-relay-01" } });
    const created = (await call(emulator, "POST", "/cyber-assets", { body: CREATE })).json as {
      id: string;
    };
    expect(created.id).toBe(expected.id);
  });
});

describe("asset name uniqueness", () => {
  it("allows a case-only rename of the same asset and a patch that repeats its own name", async () => {
    const emulator = await emulatorWith();
    const renamed = await call(emulator, "PATCH", "/cyber-assets/ca_2", {
      body: { name: "ems-server-01" },
    });
    const same = await call(emulator, "PATCH", "/cyber-assets/ca_2", {
      body: { name: "ems-server-01", asset_type: "software" },
    });
    expect([renamed.status, same.status]).toEqual([200, 200]);
    const taken = await call(emulator, "POST", "/cyber-assets", {
      body: { ...CREATE, name: "EMS-SERVER-01" },
    });
    expect(taken.status).toBe(409);
    const freed = await call(emulator, "POST", "/cyber-assets", {
      body: { ...CREATE, name: "EMS-Server-01x" },
    });
    expect(freed.status).toBe(201);
  });

  it("frees a name on delete and on rename", async () => {
    const emulator = await emulatorWith();
    await call(emulator, "DELETE", "/cyber-assets/ca_1");
    await call(emulator, "PATCH", "/cyber-assets/ca_3", { body: { name: "bravo-relay-01-old" } });
    for (const name of ["alpha-relay-01", "bravo-relay-01"]) {
      const answer = await call(emulator, "POST", "/cyber-assets", { body: { ...CREATE, name } });
      expect([name, answer.status]).toEqual([name, 201]);
    }
  });

  it("with enforceUniqueNames false, accepts duplicate names on create and rename", async () => {
    const emulator = await emulatorWith({ enforceUniqueNames: false });
    const created = await call(emulator, "POST", "/cyber-assets", {
      body: { ...CREATE, name: "alpha-relay-01" },
    });
    const renamed = await call(emulator, "PATCH", "/cyber-assets/ca_3", {
      body: { name: "EMS-SERVER-01" },
    });
    expect([created.status, renamed.status]).toEqual([201, 200]);
    const names = emulator.inventory("grid-east").cyberAssets.map((asset) => asset.name);
    expect(names).toEqual(["alpha-relay-01", "EMS-Server-01", "EMS-SERVER-01", "alpha-relay-01"]);
  });

  it("refuses a seed with duplicate names while enforcing them, and accepts it otherwise", async () => {
    const duplicated = structuredClone(seedJson);
    duplicated.organizations[0]?.cyber_assets.push({
      id: "ca_dup",
      name: "Alpha-Relay-01",
      cyber_system_id: "cs_ems",
      asset_type: "software",
    });
    const duplicatedSeed = parseEmulatorSeed(JSON.stringify(duplicated), "dup seed");
    await expect(startEmulator({ seed: duplicatedSeed })).rejects.toThrow(
      'seed: organizations[0].cyber_assets[3].name "Alpha-Relay-01" repeats organizations[0].cyber_assets[0].name ignoring case, but the emulator enforces unique asset names; rename one, or turn unique names off (enforceUniqueNames: false, --no-unique-names).',
    );
    const lenient = await emulatorWith({ seed: duplicatedSeed, enforceUniqueNames: false });
    expect(lenient.inventory("grid-east").cyberAssets.length).toBe(4);
  });
});

describe("control-center parent of cyber systems", () => {
  it("exposed by default: every system carries facility_id and control_center_id, one of them null", async () => {
    const emulator = await emulatorWith();
    expect((await call(emulator, "GET", "/cyber-systems")).json).toEqual([
      {
        id: "cs_prot_a",
        name: "Protection System",
        facility_id: "fac_alpha",
        control_center_id: null,
        organization_slug: "grid-east",
      },
      {
        id: "cs_prot_b",
        name: "Protection System",
        facility_id: "fac_bravo",
        control_center_id: null,
        organization_slug: "grid-east",
      },
      {
        id: "cs_ems",
        name: "EMS",
        facility_id: null,
        control_center_id: "cc_main",
        organization_slug: "grid-east",
      },
    ]);
  });

  it("hidden: only the spec's facility_id, null for a control center's system", async () => {
    const emulator = await emulatorWith({ exposeControlCenterParent: false });
    const expected = [
      {
        id: "cs_prot_a",
        name: "Protection System",
        facility_id: "fac_alpha",
        organization_slug: "grid-east",
      },
      {
        id: "cs_prot_b",
        name: "Protection System",
        facility_id: "fac_bravo",
        organization_slug: "grid-east",
      },
      { id: "cs_ems", name: "EMS", facility_id: null, organization_slug: "grid-east" },
    ];
    expect((await call(emulator, "GET", "/cyber-systems")).json).toEqual(expected);
    expect((await call(emulator, "GET", "/cyber-systems/cs_ems")).json).toEqual(expected[2]);
    expect(emulator.inventory("grid-east").cyberSystems).toEqual(expected);
  });
});

describe("base path", () => {
  it.each(["/api", "/api/", "/tenants/east/api"])(
    "serves under %s and nowhere else",
    async (basePath) => {
      const emulator = await emulatorWith({ basePath });
      const prefix = basePath.replace(/\/$/, "");
      expect(emulator.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${prefix}$`));
      expect((await call(emulator, "GET", "/facilities")).status).toBe(200);
      const outside = await fetch(`${emulator.url.slice(0, -prefix.length)}/facilities`, {
        headers: { "x-api-key": EAST_KEY },
      });
      expect(outside.status).toBe(404);
      expect(emulator.requestCounts()).toEqual(
        new Map([
          ["GET /facilities", 1],
          ["GET (unmatched)", 1],
        ]),
      );
    },
  );

  it.each(["api", "/a pi", "/api?x=1"])("rejects basePath %j", async (basePath) => {
    await expect(startEmulator({ seed, basePath })).rejects.toThrow(
      `basePath must be empty or a path starting with "/" such as "/api"; got ${JSON.stringify(basePath)}.`,
    );
  });
});

describe("request counting", () => {
  it("counts every request by method and route template before any check, mutating ones apart", async () => {
    const emulator = await emulatorWith();
    await call(emulator, "GET", "/cyber-assets");
    await call(emulator, "GET", "/cyber-assets");
    await call(emulator, "GET", "/cyber-assets/ca_1");
    await call(emulator, "PATCH", "/cyber-assets/ca_1", { body: { name: "renamed" } });
    await call(emulator, "DELETE", "/cyber-assets/ca_nope");
    await call(emulator, "POST", "/cyber-assets", { key: null, body: CREATE });
    await call(emulator, "PUT", "/tasks/tsk_1");
    await call(emulator, "DELETE", "/nowhere");
    expect(emulator.requestCounts()).toEqual(
      new Map([
        ["GET /cyber-assets", 2],
        ["GET /cyber-assets/{id}", 1],
        ["PATCH /cyber-assets/{id}", 1],
        ["DELETE /cyber-assets/{id}", 1],
        ["POST /cyber-assets", 1],
        ["PUT /tasks/{id}", 1],
        ["DELETE (unmatched)", 1],
      ]),
    );
    expect(emulator.mutatingRequestCount()).toBe(5);
    emulator.resetCounts();
    expect([emulator.requestCounts().size, emulator.mutatingRequestCount()]).toEqual([0, 0]);
    await call(emulator, "GET", "/users/me");
    expect(emulator.requestCounts()).toEqual(new Map([["GET /users/me", 1]]));
  });

  it("hands out copies: changing requestCounts() or inventory() results changes nothing inside", async () => {
    const emulator = await emulatorWith();
    await call(emulator, "GET", "/facilities");
    emulator.requestCounts().clear();
    const inventory = emulator.inventory("grid-east");
    inventory.cyberAssets[0]!.name = "tampered";
    inventory.cyberAssets.pop();
    expect(emulator.requestCounts().get("GET /facilities")).toBe(1);
    expect(emulator.inventory("grid-east").cyberAssets.map((asset) => asset.name)).toEqual([
      "alpha-relay-01",
      "EMS-Server-01",
      "bravo-relay-01",
    ]);
  });

  it("names the known organizations when inventory() gets an unknown slug, and lists keys", async () => {
    const emulator = await emulatorWith();
    expect(() => emulator.inventory("grid-north")).toThrow(
      'No organization "grid-north" in the emulator; known: grid-east, grid-west.',
    );
    expect(emulator.apiKeys()).toEqual([
      { organization: "grid-east", key: EAST_KEY },
      { organization: "grid-east", key: EAST_KEY_2 },
      { organization: "grid-west", key: WEST_KEY },
    ]);
  });
});
