// Finishes the client build for the Go server (internal/webui):
// - copies app/site-map.json, the list of routes, next to the pages;
// - writes .gz and .br siblings of every compressible asset, so the server sends
//   precompressed bytes without compressing per request. A variant is kept only when it
//   is smaller. (HTML pages are compressed by the server at start-up, after it fills in
//   the brand values, so they are skipped here.)
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (compressible.test(name)) yield path;
  }
}

const root = process.argv[2];
if (!root) throw new Error("usage: postbuild.mjs DIR");

copyFileSync(new URL("../app/site-map.json", import.meta.url), join(root, "site-map.json"));

let count = 0;
for (const path of files(root)) {
  const raw = readFileSync(path);
  const variants = {
    ".gz": gzipSync(raw, { level: 9 }),
    ".br": brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  };
  for (const [ext, bytes] of Object.entries(variants)) {
    if (bytes.length < raw.length) {
      writeFileSync(path + ext, bytes);
      count++;
    }
  }
}
console.log(`compress: wrote ${count} precompressed variants under ${root}`);
