// The load of `make bench-load`, run by k6 against nginx in front of the cluster.
// tools/bench/cluster (main.go) writes the users file, starts k6 with this script and
// reads two things back: the summary export (per endpoint latency, rate and error rate,
// from the endpoint tag) and the console output, one line per request:
//
//   <start ms> <end ms> <endpoint> <status> <ok 1|0> <error code|-> <key|-> <id|->
//
// key is what a write sent that names it (the contact's or booking's unique e-mail, the
// usage report's idempotency key) and id what the answer gave back, so the Go side can
// look every acknowledged write up in PostgreSQL. The error code is the JSON body's
// error.code, or E<k6 error code> when no answer came (E1050: the 10 s timeout).
//
// Environment: BASE_URL, USERS (a JSON file: [{email, password, session, key, service}]),
// RATE (browse iterations a second), BOOKINGS and SIGNINS (a minute), DURATION.
import http from 'k6/http';
import exec from 'k6/execution';
import { SharedArray } from 'k6/data';

const BASE = __ENV.BASE_URL;
const RATE = parseInt(__ENV.RATE || '150', 10);
const DURATION = __ENV.DURATION || '60s';
const users = new SharedArray('users', () => JSON.parse(open(__ENV.USERS)));

// Every endpoint tag, so the summary carries a sub-metric for each (k6 exports tagged
// sub-metrics only when a threshold names them; these thresholds cannot fail).
const endpoints = ['page_home', 'page_pricing', 'page_service', 'demo_slots', 'contact', 'booking',
  'signin', 'session', 'services', 'metrics_summary', 'usage'];
const thresholds = {};
for (const e of endpoints) {
  thresholds[`http_req_duration{endpoint:${e}}`] = ['max>=0'];
  thresholds[`http_reqs{endpoint:${e}}`] = ['count>=0'];
  thresholds[`http_req_failed{endpoint:${e}}`] = ['rate>=0'];
}

// A fixed arrival rate: a slow server gets more concurrent requests, not fewer, as from
// real visitors. k6 drops an iteration that finds no idle VU (while it starts another),
// so a second's worth is made up front; maxVUs bounds the pile-up while requests wait
// for their timeout.
export const options = {
  discardResponseBodies: false,
  summaryTrendStats: ['avg', 'min', 'med', 'p(95)', 'p(99)', 'max', 'count'],
  thresholds,
  scenarios: {
    // Visitors and customers: pages, the slot list, contacts, the dashboard, usage reports.
    browse: {
      executor: 'constant-arrival-rate', exec: 'browse', rate: RATE, timeUnit: '1s', duration: DURATION,
      preAllocatedVUs: Math.max(10, RATE), maxVUs: Math.max(50, RATE * 3),
    },
    // Demo bookings: a slot list, then one of its free slots. Few a minute: the calendar
    // has 140 slots, and a run must not use them up.
    booking: {
      executor: 'constant-arrival-rate', exec: 'booking', rate: parseInt(__ENV.BOOKINGS || '40', 10),
      timeUnit: '1m', duration: DURATION, preAllocatedVUs: 5, maxVUs: 30,
    },
    // Password sign-ins: argon2id on purpose, so a small share.
    signin: {
      executor: 'constant-arrival-rate', exec: 'signin', rate: parseInt(__ENV.SIGNINS || '60', 10),
      timeUnit: '1m', duration: DURATION, preAllocatedVUs: 5, maxVUs: 30,
    },
  },
};

const timeout = '10s';
const ok2xx = http.expectedStatuses({ min: 200, max: 299 });
const okBooking = http.expectedStatuses(201, 409); // 409: the slot was just taken

const servicePages = ['voice-ai', 'recruitment', 'payroll', 'call-center', 'content-marketing'];

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

// A client address from 16 million, so the per-address limits (5 contacts or bookings,
// 10 sign-ins per 15 minutes) are practically never reached.
function ip() {
  const b = () => Math.floor(Math.random() * 256);
  return `10.${b()}.${b()}.${b()}`;
}

function params(endpoint, extra) {
  const p = { timeout, tags: { endpoint }, responseCallback: ok2xx, headers: { 'X-Forwarded-For': ip() } };
  if (extra) {
    Object.assign(p.headers, extra.headers || {});
    for (const k of Object.keys(extra)) {
      if (k !== 'headers') p[k] = extra[k];
    }
  }
  return p;
}

function field(res, path) {
  try {
    const v = res.json(path);
    return v === undefined || v === null ? '' : String(v);
  } catch (_) {
    return '';
  }
}

// record writes the request's line; ok says the status was one the request expects.
function record(t0, endpoint, res, ok, key, id) {
  let code = '-';
  if (res.status === 0) {
    code = `E${res.error_code}`;
  } else if (res.status >= 400) {
    code = field(res, 'error.code') || '-';
  }
  console.log(`${t0} ${Date.now()} ${endpoint} ${res.status} ${ok ? 1 : 0} ${code} ${key || '-'} ${id || '-'}`);
}

function get(endpoint, path, extra) {
  const t0 = Date.now();
  const res = http.get(BASE + path, params(endpoint, extra));
  record(t0, endpoint, res, res.status >= 200 && res.status < 300);
  return res;
}

function postJSON(endpoint, path, body, extra) {
  const p = params(endpoint, extra);
  p.headers['Content-Type'] = 'application/json';
  const t0 = Date.now();
  const res = http.post(BASE + path, JSON.stringify(body), p);
  return { t0, res };
}

function unique() {
  return `${exec.scenario.name}-${exec.scenario.iterationInTest}-${exec.vu.idInTest}`;
}

function page() {
  const r = Math.random();
  if (r < 0.55) return get('page_home', '/', { responseType: 'none' });
  if (r < 0.775) return get('page_pricing', '/pricing', { responseType: 'none' });
  return get('page_service', `/services/${pick(servicePages)}`, { responseType: 'none' });
}

function contact() {
  const email = `contact-${unique()}@load.example.com`;
  const { t0, res } = postJSON('contact', '/api/contact', {
    name: 'Load Tester', email, company: 'Bench Inc', phone: '+1 555 0100', service_interest: 'voice-ai',
    company_size: '11-50', preferred_contact: 'email', message: 'Please call me about the receptionist.',
  });
  const ok = res.status === 201;
  record(t0, 'contact', res, ok, email, ok ? field(res, 'id') : '');
}

// dashboard is what the dashboard page asks for at once, with a prepared session.
function dashboard() {
  const u = pick(users);
  const extra = { cookies: { lexa_session: { value: u.session, replace: true } } };
  const reqs = [['session', '/api/auth/session'], ['services', '/api/services'], ['metrics_summary', '/api/metrics/summary']];
  const t0 = Date.now();
  const res = http.batch(reqs.map(([e, path]) => ['GET', BASE + path, null, params(e, extra)]));
  res.forEach((r, i) => record(t0, reqs[i][0], r, r.status === 200));
}

function usage() {
  const u = pick(users);
  const key = `usage-${unique()}`;
  const { t0, res } = postJSON('usage', '/api/v1/usage', { idempotency_key: key, calls: 1, leads: Math.random() < 0.2 ? 1 : 0, revenue: 2.5 },
    { headers: { Authorization: `Bearer ${u.key}` } });
  const ok = res.status === 201;
  record(t0, 'usage', res, ok, key, ok ? field(res, 'usage.id') : '');
}

// browse is one visitor or customer action, by weight.
const actions = [[40, page], [8, () => get('demo_slots', '/api/demo/slots')], [6, contact], [16, dashboard], [30, usage]];
const totalWeight = actions.reduce((s, a) => s + a[0], 0);

export function browse() {
  let r = Math.random() * totalWeight;
  for (const [w, f] of actions) {
    if (r < w) return f();
    r -= w;
  }
  return actions[actions.length - 1][1]();
}

export function booking() {
  const slots = get('demo_slots', '/api/demo/slots');
  if (slots.status !== 200) return;
  let days = [];
  try {
    days = slots.json('days') || [];
  } catch (_) {
    return;
  }
  const free = [];
  for (const day of days) {
    for (const s of day.slots) {
      if (s.available) free.push([day.date, s.time]);
    }
  }
  if (free.length === 0) return;
  const [date, timeSlot] = pick(free);
  const email = `booking-${unique()}@load.example.com`;
  const { t0, res } = postJSON('booking', '/api/demo/bookings', {
    name: 'Load Booker', email, company: 'Bench Inc', phone: '+1 555 0101', employees: '11-50', date, timeSlot,
    message: 'A demo for the team', service: 'voice-ai',
  }, { responseCallback: okBooking });
  const ok = res.status === 201 || res.status === 409;
  record(t0, 'booking', res, ok, email, res.status === 201 ? field(res, 'id') : '');
}

export function signin() {
  const u = pick(users);
  // A jar of its own: the new session must not ride along on this VU's later requests.
  const { t0, res } = postJSON('signin', '/api/auth/signin', { email: u.email, password: u.password }, { jar: new http.CookieJar() });
  record(t0, 'signin', res, res.status === 200);
}
