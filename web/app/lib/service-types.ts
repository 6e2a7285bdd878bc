/**
 * The five service types, read from service-types.json: Go generates that file from its
 * one table of types (internal/lexa) and a Go test fails when it differs, so the web app
 * and the server name, count, demo and allow each type the same way. Everything in the
 * app that depends on a type asks here; a file elsewhere that spells a type id is refused
 * by service-types-usage.test.ts.
 */
import table from "./service-types.json" with { type: "json" };
import type { Tier } from "./tiers";

/**
 * The ids, named for the code that keys page copy by type (a service page, a chat topic).
 * The only place they are written; service-types.test.ts checks them against the JSON.
 */
export const serviceTypeId = {
  voiceAi: "voice-ai",
  recruitment: "recruitment",
  payroll: "payroll",
  callCenter: "call-center",
  contentMarketing: "content-marketing",
} as const;

/** One of the five service types. */
export type ServiceType = (typeof serviceTypeId)[keyof typeof serviceTypeId];

/** The AI demo of a type, as its endpoint names it (POST /api/ai/{demo}). */
export type DemoId = "voice-chat" | "recruitment" | "payroll" | "callcenter" | "content";
/** What a type offers the public: the receptionist's chat widget, or a lead form. */
export type PublicLinkKind = "widget" | "form";
/** The documents a type's workspace reads. */
export type DocumentsKind = "resumes" | "invoices";
/** The workspace a type's service page shows. */
export type WorkspaceKind = "receptionist" | "candidates" | "invoices" | "leads" | "content";

/** What a plan gives of a type: whether it includes it, and how many units a month (0: no cap). */
export interface Allowance {
  included: boolean;
  monthly: number;
}

export interface ServiceTypeInfo {
  id: ServiceType;
  /** The display name, one per type across the portal and the server's mail. */
  name: string;
  /** What the type counts, as a heading ("Calls answered"). */
  unitLabel: string;
  unitOne: string;
  unitOther: string;
  demo: DemoId;
  publicLink: PublicLinkKind | null;
  documents: DocumentsKind | null;
  workspace: WorkspaceKind;
  allowances: Readonly<Record<Tier, Allowance>>;
}

// The JSON's shape with its enumerations as the types above; service-types.test.ts checks
// every value against them, so the cast cannot hide a value this build does not know.
interface JsonServiceType {
  id: ServiceType;
  name: string;
  unit_label: string;
  unit_one: string;
  unit_other: string;
  demo: DemoId;
  public_link: PublicLinkKind | "";
  documents: DocumentsKind | "";
  workspace: WorkspaceKind;
  allowances: Record<Tier, Allowance>;
}

/** The five types in the table's order (the order the site lists them in). */
export const serviceTypes: readonly ServiceTypeInfo[] = (table.service_types as JsonServiceType[]).map((t) => ({
  id: t.id,
  name: t.name,
  unitLabel: t.unit_label,
  unitOne: t.unit_one,
  unitOther: t.unit_other,
  demo: t.demo,
  publicLink: t.public_link || null,
  documents: t.documents || null,
  workspace: t.workspace,
  allowances: t.allowances,
}));

/** The ids in the table's order. */
export const serviceTypeIds: readonly ServiceType[] = serviceTypes.map((t) => t.id);

const byId = new Map<string, ServiceTypeInfo>(serviceTypes.map((t) => [t.id, t]));
const byType = Object.fromEntries(byId) as Readonly<Record<ServiceType, ServiceTypeInfo>>;

/** Whether a string (a service's type as the API sends it, a URL parameter) is one of the five. */
export function isServiceType(value: string | null | undefined): value is ServiceType {
  return value != null && byId.has(value);
}

/** The type's entry; undefined for a type this build does not know. */
export function serviceTypeInfo(id: string): ServiceTypeInfo | undefined {
  return byId.get(id);
}

/** The display name ("voice-ai" → "Voice AI Receptionists"); an unknown type as it is. */
export function serviceTypeName(id: string): string {
  return byId.get(id)?.name ?? id;
}

/** What the type counts ("Calls answered"); "Units" for a type we do not know. */
export function unitLabel(id: string): string {
  return byId.get(id)?.unitLabel ?? "Units";
}

/** The public link the type offers, or null. */
export function publicLinkKind(id: string): PublicLinkKind | null {
  return byId.get(id)?.publicLink ?? null;
}

/** The documents the type's workspace reads, or null when it reads none. */
export function documentsKind(id: string): DocumentsKind | null {
  return byId.get(id)?.documents ?? null;
}

/** The workspace the type's page shows; null for a type we do not know. */
export function workspaceKind(id: string): WorkspaceKind | null {
  return byId.get(id)?.workspace ?? null;
}

/** What a plan gives of a type; nothing for a type we do not know. */
export function allowance(planId: Tier, id: string): Allowance {
  return byId.get(id)?.allowances[planId] ?? { included: false, monthly: 0 };
}

/** The type's public page (routes.ts makes one per type). */
export function serviceRoute(id: ServiceType): string {
  return `/services/${id}`;
}

/** The page of the type's AI demo. */
export function serviceDemoRoute(id: ServiceType): string {
  return `${serviceRoute(id)}/demo`;
}

/** The type's AI demo. */
export function demoOf(id: ServiceType): DemoId {
  return byType[id].demo;
}
