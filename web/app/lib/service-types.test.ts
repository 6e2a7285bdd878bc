// @vitest-environment node
import { describe, expect, it } from "vitest";
import table from "./service-types.json";
import {
  allowance,
  demoOf,
  documentsKind,
  isServiceType,
  publicLinkKind,
  serviceTypeId,
  serviceTypeIds,
  serviceTypeName,
  serviceTypes,
  unitLabel,
  workspaceKind,
  type DemoId,
  type DocumentsKind,
  type PublicLinkKind,
  type WorkspaceKind,
} from "./service-types";
import { tiers } from "./tiers";

// The enumerations the TypeScript types allow, to hold the generated JSON against.
const demos: readonly DemoId[] = ["voice-chat", "recruitment", "payroll", "callcenter", "content"];
const publicLinks: readonly PublicLinkKind[] = ["widget", "form"];
const documents: readonly DocumentsKind[] = ["resumes", "invoices"];
const workspaces: readonly WorkspaceKind[] = ["receptionist", "candidates", "invoices", "leads", "content"];

describe("the service-type table", () => {
  it("names in serviceTypeId exactly the JSON's ids, in its order", () => {
    const ids = table.service_types.map((t) => t.id);
    expect(Object.values(serviceTypeId)).toEqual(ids);
    expect(serviceTypeIds).toEqual(ids);
    expect(new Set(ids).size).toBe(5);
  });

  it("holds only values the app's types know, and an allowance for every plan", () => {
    for (const t of table.service_types) {
      expect(demos, t.id).toContain(t.demo);
      expect(["", ...publicLinks], t.id).toContain(t.public_link);
      expect(["", ...documents], t.id).toContain(t.documents);
      expect(workspaces, t.id).toContain(t.workspace);
      expect(Object.keys(t.allowances).sort(), t.id).toEqual([...tiers].sort());
      for (const a of Object.values(t.allowances)) {
        expect(typeof a.included).toBe("boolean");
        expect(Number.isInteger(a.monthly) && a.monthly >= 0).toBe(true);
      }
    }
    expect(new Set(table.service_types.map((t) => t.demo)).size).toBe(5);
    expect(new Set(table.service_types.map((t) => t.workspace)).size).toBe(5);
  });

  it("reads each field under its helper", () => {
    expect(serviceTypes.map((t) => t.name)).toEqual(table.service_types.map((t) => t.name));
    for (const t of table.service_types) {
      expect(serviceTypeName(t.id)).toBe(t.name);
      expect(unitLabel(t.id)).toBe(t.unit_label);
      expect(publicLinkKind(t.id)).toBe(t.public_link || null);
      expect(documentsKind(t.id)).toBe(t.documents || null);
      expect(workspaceKind(t.id)).toBe(t.workspace);
      expect(demoOf(serviceTypeIds.find((id) => id === t.id)!)).toBe(t.demo);
      for (const tier of tiers) expect(allowance(tier, t.id)).toEqual(t.allowances[tier]);
    }
  });

  it("answers plainly for a type this build does not know", () => {
    expect(isServiceType("telepathy")).toBe(false);
    expect(isServiceType(null)).toBe(false);
    expect(isServiceType(serviceTypeId.payroll)).toBe(true);
    expect(serviceTypeName("telepathy")).toBe("telepathy");
    expect(unitLabel("telepathy")).toBe("Units");
    expect(publicLinkKind("telepathy")).toBeNull();
    expect(documentsKind("telepathy")).toBeNull();
    expect(workspaceKind("telepathy")).toBeNull();
    expect(allowance("enterprise", "telepathy")).toEqual({ included: false, monthly: 0 });
  });
});
