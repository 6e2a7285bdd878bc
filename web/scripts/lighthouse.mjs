// Lighthouse audit of the public site, run by `make bench`: starts the built lexa on a
// free port, audits the pages with the mobile and desktop presets (median of 3 runs
// each), measures the JavaScript before interaction of every public page, and writes the
// tables into docs/performance.md (the file named by its second argument) between the
// lighthouse markers.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const PAGES = ["/", "/pricing", "/contact", "/services/voice-ai", "/privacy"];
// The JavaScript measure is cheap, so it covers every prerendered public page, not only
// the audited ones: the target holds for each of them.
const PUBLIC_PAGES = JSON.parse(readFileSync(new URL("../app/site-map.json", import.meta.url), "utf8")).public;
const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const lexaBin = process.argv[2];
const readme = process.argv[3]; // docs/performance.md
if (!lexaBin || !readme) throw new Error("usage: lighthouse.mjs LEXA_BIN docs/performance.md");

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function startLexa() {
  const dir = mkdtempSync(join(tmpdir(), "lexa-lh-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(lexaBin, ["serve"], {
    env: { ...process.env, LISTEN_ADDR: `127.0.0.1:${port}`, BASE_URL: url, DATABASE_URL: `sqlite:${join(dir, "lexa.db")}`, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url + "/readyz")).ok) break;
    } catch {
      // Not listening yet: ask again after a pause.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A static import in a built chunk (`import{a as b}from"./x.js"`, `import"./x.js"`): the
// browser fetches it before the importing module runs, preloaded or not. import("./x.js")
// is left out: it loads on demand.
const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.\/[^"']+\.js)["']/g;

/**
 * The JavaScript a page loads before any interaction: the scripts its HTML names (the
 * entry and its modulepreload links) and whatever they import statically, compressed
 * as the server sends it (gzip level 9 and brotli quality 11, like scripts/postbuild.mjs).
 * What the page loads later on its own, on idle (the toast library), is not counted.
 */
async function initialJs(url, page, scripts) {
  const html = await (await fetch(url + page)).text();
  const queue = [...new Set(html.match(/\/assets\/[^"']+\.js/g))];
  const seen = new Set(queue);
  let gzip = 0;
  let brotli = 0;
  while (queue.length > 0) {
    const path = queue.shift();
    if (!scripts.has(path)) scripts.set(path, await compressedScript(url + path));
    const script = scripts.get(path);
    gzip += script.gzip;
    brotli += script.brotli;
    for (const [, rel] of script.text.matchAll(staticImport)) {
      const dep = new URL(rel, url + path).pathname;
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return { page, gzipKB: gzip / 1024, brotliKB: brotli / 1024, files: seen.size };
}

/** A script's text and its compressed sizes (a script shared by many pages is compressed once). */
async function compressedScript(url) {
  const body = Buffer.from(await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
  return {
    text: body.toString("utf8"),
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length,
  };
}

async function audit(url, preset, chrome) {
  const runs = [];
  // A run can fail on a busy machine (no first paint recorded): it is retried, a few times.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (lhr.runtimeError || lhr.audits["first-contentful-paint"]?.numericValue === undefined) {
      console.warn(`${url} ${preset}: run failed (${lhr.runtimeError?.message ?? "no first contentful paint"}), retrying`);
      continue;
    }
    runs.push(lhr);
  }
  if (runs.length === 0) throw new Error(`${url} ${preset}: every Lighthouse run failed`);
  const lhr = computeMedianRun(runs);
  const score = (c) => Math.round(lhr.categories[c].score * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
  };
}

const lexa = await startLexa();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const rows = [];
try {
  for (const page of PAGES) {
    for (const preset of ["mobile", "desktop"]) {
      const r = await audit(lexa.url + page, preset, chrome);
      rows.push({ page, preset, ...r });
      console.log(`${page} ${preset}: perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo} CLS ${r.cls.toFixed(3)} LCP ${Math.round(r.lcp)} ms`);
    }
  }
  const scripts = new Map();
  const js = [];
  for (const page of PUBLIC_PAGES) {
    const r = await initialJs(lexa.url, page, scripts);
    js.push(r);
    console.log(`${page} JavaScript before interaction: ${r.gzipKB.toFixed(1)} KB gzip, ${r.brotliKB.toFixed(1)} KB brotli in ${r.files} files`);
  }
  const largest = js.reduce((a, b) => (b.gzipKB > a.gzipKB ? b : a));

  const table = [
    `Lighthouse ${JSON.parse(readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url))).version}, Debian Chromium, median of ${RUNS} runs per page and preset, measured by \`make bench\` on ${new Date().toISOString().slice(0, 10)}.`,
    "",
    "| Page | Preset | Performance | Accessibility | Best Practices | SEO | CLS | LCP |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.page} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls.toFixed(3)} | ${(r.lcp / 1000).toFixed(2)} s |`),
    "",
    "| Page | JavaScript before interaction, gzip | brotli | Files |",
    "|---|---|---|---|",
    ...js.filter((r) => PAGES.includes(r.page)).map((r) => `| ${r.page} | ${r.gzipKB.toFixed(1)} KB | ${r.brotliKB.toFixed(1)} KB | ${r.files} |`),
    "",
    `Largest JavaScript before any interaction, of all ${js.length} public pages: **${largest.page}, ${largest.gzipKB.toFixed(1)} KB gzip (${largest.brotliKB.toFixed(1)} KB brotli)** in ${largest.files} files (target ≤ 90 KB compressed on every public page).`,
  ].join("\n");
  const text = readFileSync(readme, "utf8");
  const start = "<!-- lighthouse:start -->";
  const end = "<!-- lighthouse:end -->";
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${readme} lacks the ${start} … ${end} markers`);
  writeFileSync(readme, text.slice(0, i + start.length) + "\n" + table + "\n" + text.slice(j));
  console.log(`table written to ${readme}`);
} finally {
  await chrome.kill();
  await lexa.stop();
}
