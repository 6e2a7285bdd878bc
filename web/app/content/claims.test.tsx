// The claims register's test (docs/decisions/0074-claims-register.md). It runs in the DOM
// project for the browser's own HTML parser; it renders nothing.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { scriptedAnswers } from "~/features/chat/replies";
import siteMap from "~/site-map.json";
import { normalize, pageText, unregisteredClaims } from "./claim-check";
import { capabilities, pagesToAudit, pendingProofs, register, type Proof } from "./claims";

// Vitest runs in web/ (its config's directory); the DOM environment gives no file URL.
const repo = resolve(process.cwd(), "..") + "/";
// The web build's prerendered pages (npm run build; make builds it before the tests run).
const built = resolve(process.cwd(), "build/client") + "/";

function routeFile(route: string): string {
  return `${built}${route === "/" ? "" : route.slice(1) + "/"}index.html`;
}

const routes = [...siteMap.public, siteMap.notFound];
const audited = routes.filter((r) => !pagesToAudit.includes(r));

describe("claims register", () => {
  it("finds every public page built", () => {
    const missing = routes.filter((r) => !existsSync(routeFile(r)));
    // The pages are the thing under test: without them the test would pass on nothing.
    expect(missing, "public pages not built: run make web (or npm run build) first").toEqual([]);
  });

  it.each(audited)("holds every capability claim of %s", (route) => {
    const doc = new DOMParser().parseFromString(readFileSync(routeFile(route), "utf8"), "text/html");
    const blocks = pageText(doc);
    expect(blocks.length).toBeGreaterThan(0);
    expect(unregisteredClaims(route, blocks, capabilities, register)).toEqual([]);
  });

  it("audits every public page", () => {
    // A page left out of the audit could say anything: none is.
    expect(pagesToAudit).toEqual([]);
  });

  it("holds every capability claim of the chat assistant's answers", () => {
    expect(unregisteredClaims("chat", scriptedAnswers(), capabilities, register)).toEqual([]);
  });

  it("names a test that exists for every feature claim", () => {
    const pending = new Set(pendingProofs.map((p) => `${p.file}#${p.test}`));
    const absent: Proof[] = [];
    for (const entry of register) {
      if (!Array.isArray(entry.proof)) continue;
      expect(entry.proof.length, `no test for "${entry.phrases[0]}"`).toBeGreaterThan(0);
      for (const proof of entry.proof as readonly Proof[]) {
        if (pending.has(`${proof.file}#${proof.test}`)) continue;
        const file = repo + proof.file;
        const source = existsSync(file) ? readFileSync(file, "utf8") : "";
        // A Go test is a func declaration; a Vitest or Playwright test is its quoted name.
        const declared = proof.file.endsWith(".go")
          ? new RegExp(`^func ${proof.test}\\(`, "m").test(source)
          : source.includes(`"${proof.test}"`) || source.includes(`'${proof.test}'`);
        if (!declared) absent.push(proof);
      }
    }
    expect(absent).toEqual([]);
  });

  it("uses every phrase it holds", () => {
    // A phrase no page or answer carries any more is a claim that was reworded: its entry goes.
    const texts = [
      ...routes.flatMap((r) => pageText(new DOMParser().parseFromString(readFileSync(routeFile(r), "utf8"), "text/html"))),
      ...scriptedAnswers(),
    ].map(normalize);
    const unused = register.flatMap((e) => e.phrases).filter((p) => !texts.some((t) => t.includes(normalize(p))));
    expect(unused).toEqual([]);
  });
});

describe("the checker", () => {
  const vocabulary = capabilities;
  const entry = { phrases: ["answers every call"], capabilities: ["answers-calls"], feature: "", proof: [] };

  it("fails on a capability no entry in the sentence covers", () => {
    const found = unregisteredClaims("t", ["It syncs with your CRM. It answers every call."], vocabulary, [entry]);
    expect(found.map((f) => f.sentence)).toEqual(["It syncs with your CRM."]);
    expect(found[0]?.capabilities).toEqual(["integrations", "crm"]);
  });

  it("does not let one entry vouch for another claim in the same sentence", () => {
    const found = unregisteredClaims("t", ["It answers every call and transcribes it."], vocabulary, [entry]);
    expect(found[0]?.capabilities).toEqual(["transcribes"]);
  });

  it("reads text a visitor sees, not scripts, with block boundaries", () => {
    const doc = new DOMParser().parseFromString(
      `<html><head><meta name="description" content="Syncs your CRM."></head><body><h2>Setup</h2><p>It <b>answers</b> calls.</p><script>"transcribes"</script><img alt="A photo"></body></html>`,
      "text/html",
    );
    expect(pageText(doc)).toEqual(["Setup", "It answers calls.", "A photo", "Syncs your CRM."]);
  });
});
