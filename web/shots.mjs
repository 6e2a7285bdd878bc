import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage","--disable-background-networking","--no-first-run"] });
const [width, ...paths] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on("console", (m) => m.type() === "error" && console.log("console error:", m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
for (const p of paths) {
  await page.goto("http://127.0.0.1:8080" + p);
  await page.waitForLoadState("networkidle");
  const name = "/tmp/shot-" + width + p.replaceAll("/", "_") + ".png";
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
