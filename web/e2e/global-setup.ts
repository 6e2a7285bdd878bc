import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminEmails } from "./admin-accounts";
import { twilioAccount } from "./twilio";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A weekday inside the demo booking window on any day the run happens: the third weekday
 * after today in New York. The server is started with it in BOOKING_CLOSED_DATES, so
 * e2e/booking-closed.spec.ts can check that a closed date is neither offered nor booked.
 */
function closedBookingDate(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date()); // YYYY-MM-DD
  const day = new Date(`${today}T12:00:00Z`);
  for (let weekdays = 0; weekdays < 3; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) weekdays++;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * Starts the stand-in for Twilio's REST API (tools/twiliostand, built by make test-e2e and
 * named by TWILIO_STAND) with the numbers of e2e/twilio.ts; without TWILIO_STAND the
 * phone-line spec is skipped.
 */
async function startTwilioStandIn(): Promise<{ url: string; stop: () => void } | null> {
  const bin = process.env.TWILIO_STAND;
  if (!bin) return null;
  const stand = spawn(bin, ["-account", twilioAccount.sid, "-token", twilioAccount.token, "-numbers", twilioAccount.numbers.join(",")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the Twilio stand-in did not start")), 10_000);
    let out = "";
    stand.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /^listening (\S+)/m.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    stand.once("exit", (code) => reject(new Error(`the Twilio stand-in exited with ${code}`)));
  });
  return { url, stop: () => stand.kill("SIGTERM") };
}

/** Starts lexa once for the whole run and stops it (SIGTERM) afterwards. */
export default async function globalSetup() {
  const bin = process.env.LEXA_BIN;
  if (!bin) throw new Error("LEXA_BIN must point at the lexa binary (make test-e2e sets it)");
  const dataDir = mkdtempSync(join(tmpdir(), "lexa-e2e-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const closedDate = closedBookingDate();
  const twilio = await startTwilioStandIn();
  const child = spawn(bin, ["serve"], {
    env: {
      ...process.env,
      LISTEN_ADDR: `127.0.0.1:${port}`,
      BASE_URL: url,
      DATABASE_URL: `sqlite:${join(dataDir, "lexa.db")}`,
      LOG_FORMAT: "json",
      // Tests act as many visitors: each sends its own X-Forwarded-For (see fixtures.ts),
      // believed from the loopback "proxy", so per-address rate limits do not collide.
      TRUSTED_PROXIES: "127.0.0.1/32",
      // The admin spec's accounts, one per project, repeat and retry (e2e/admin.spec.ts).
      ADMIN_EMAILS: adminEmails.join(","),
      BOOKING_CLOSED_DATES: closedDate,
      // Twilio's REST API is the stand-in (e2e/twilio.ts) when make test-e2e built it.
      ...(twilio ? { TWILIO_API_URL: twilio.url } : {}),
    },
    stdio: ["ignore", "inherit", "pipe"],
  });
  // The server's log, kept in a file the tests read: without SMTP_URL every e-mail (with
  // its links) is written there, so a test can open the link it was sent (e2e/mail-log.ts).
  const logFile = join(dataDir, "lexa.log");
  const logStream = createWriteStream(logFile);
  child.stderr!.pipe(logStream);
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`lexa did not start:\n${log}`)), 20_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      if (log.includes('"msg":"listening"')) return;
      log += chunk.toString();
      if (log.includes('"msg":"listening"')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`lexa exited with ${code}:\n${log}`)));
  });
  process.env.LEXA_URL = url;
  process.env.LEXA_LOG = logFile;
  process.env.LEXA_CLOSED_DATE = closedDate;
  // For `lexa admin grant` from a test (e2e/admin.spec.ts), which opens the same database.
  process.env.LEXA_DATABASE_URL = `sqlite:${join(dataDir, "lexa.db")}`;

  if (twilio) process.env.TWILIO_STAND_URL = twilio.url;

  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    twilio?.stop();
    logStream.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
