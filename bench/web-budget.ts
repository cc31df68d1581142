// Web budget (issue 9, `npm run bench:web`): builds the player site (unless told not to), starts the server as
// `npm start` runs it, and loads `/` in Debian's Chromium the way a phone on a slow network would: 390×844, CPU 4×
// slower, 1.6 Mbps down / 750 Kbps up / 150 ms RTT, throttled through the DevTools protocol. It prints the paint
// metrics, the compressed bytes of JS and CSS the first page loads and its request count, for a first (cold cache)
// and a second (warm) visit, then the same on an unthrottled desktop (1440×900).
//
//   npm run bench:web                        build, then every measurement
//   npm run bench:web -- --no-build          measure the existing apps/web/dist
//   npm run bench:web -- --check-bytes       CI: one cold load; fails when the first page's JS is over the budget
//   npm run bench:web -- --lighthouse        also Lighthouse's mobile performance score
//   BENCH_WEB_DIST=<dist> [BENCH_WEB_ROOT=<checkout>] npm run bench:web   another build (and that checkout's server):
//                                            a before/after in the same conditions
//
// Times vary with the machine's load and are only printed; the byte budget is what CI checks (bytes are stable).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';

/**
 * The first page's JavaScript, compressed as sent (issue 9: ≤ 170 KB): every script the page asks for before its
 * first render is committed (the mark below), i.e. what the first paint waits for. Scripts asked for afterwards
 * (Swiper once the carousel is on screen, the popup after idle) are printed beside it, never hidden.
 */
const JS_BUDGET_BYTES = 170 * 1024;
const FIRST_RENDER_MARK = 'kasa:first-render';

/** BENCH_WEB_ROOT runs another checkout's server (with BENCH_WEB_DIST: an older release, server and site, as before). */
const root = path.resolve(
  process.env.BENCH_WEB_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
/** BENCH_WEB_DIST measures another build (e.g. an older release's, for a before/after in the same conditions). */
const webDist = process.env.BENCH_WEB_DIST
  ? path.resolve(process.env.BENCH_WEB_DIST)
  : path.join(root, 'apps/web/dist');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 18200);
const LIGHTHOUSE_PORT = Number(process.env.BENCH_WEB_DEBUG_PORT ?? 18201);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The same flags as the journeys (e2e/support/browser.ts). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

interface Profile {
  name: string;
  width: number;
  height: number;
  isMobile: boolean;
  /** CDP network conditions and CPU slow-down; null = the machine as it is. */
  throttle: { downKbps: number; upKbps: number; rttMs: number; cpu: number } | null;
}

const PHONE: Profile = {
  name: 'phone 390×844, CPU 4×, 1.6 Mbps / 750 Kbps, 150 ms RTT',
  width: 390,
  height: 844,
  isMobile: true,
  throttle: { downKbps: 1600, upKbps: 750, rttMs: 150, cpu: 4 },
};
const DESKTOP: Profile = {
  name: 'desktop 1440×900, unthrottled',
  width: 1440,
  height: 900,
  isMobile: false,
  throttle: null,
};

interface Transfer {
  url: string;
  type: string;
  status: number;
  /** Body bytes as they crossed the wire (compressed when the server compressed them). */
  bodyBytes: number;
  /** Bytes after decoding. */
  rawBytes: number;
  encoding: string;
  fromCache: boolean;
  /** When it was asked for (ms since the epoch). */
  askedAt: number;
}

interface Visit {
  lcpMs: number | null;
  lcpElement: string;
  fcpMs: number | null;
  cls: number;
  tbtMs: number;
  loadMs: number;
  /** When the app's first render was committed (ms since the epoch; apps/web/src/app/app.tsx), if it was. */
  firstRenderAt: number | null;
  transfers: Transfer[];
}

const args = new Set(process.argv.slice(2));
const checkBytesOnly = args.has('--check-bytes');
const withLighthouse = args.has('--lighthouse');
const build = !args.has('--no-build') && !checkBytesOnly && !process.env.BENCH_WEB_DIST;

// Collects paint metrics from the page's first moment (buffered observers would do for most, but not long tasks).
const COLLECTOR = `(() => {
  const m = (window.__budget = { lcp: null, lcpElement: '', fcp: null, cls: 0, longTasks: [] });
  const describe = (el) => {
    if (!el) return '';
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    const src = el.currentSrc || el.src || '';
    return el.tagName.toLowerCase() + cls + (src ? ' ' + src.replace(location.origin, '') : '') +
      (!src && el.textContent ? ' "' + el.textContent.trim().slice(0, 40) + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { m.lcp = e.startTime; m.lcpElement = describe(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) m.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

function log(line = '') {
  process.stdout.write(`${line}\n`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

function runBuild() {
  log('building the web app (npm run build) …');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the web build failed');
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  // A server left on the port (an earlier run killed before its clean-up) would be measured instead of this build.
  const stale = await fetch(`http://127.0.0.1:${PORT}/`, { signal: AbortSignal.timeout(1000) }).catch(
    () => null,
  );
  if (stale) throw new Error(`port ${PORT} already answers: stop that process or set BENCH_WEB_PORT`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SMS_PROVIDER_URL', 'TRUST_PROXY'])
    delete env[name];
  // The compiled server as `npm start` runs it (scripts/build.mjs; decision 0142), or the sources through tsx when
  // this checkout has no bundle (BENCH_WEB_ROOT pointing at an older release).
  const bundle = path.join(root, 'apps/server/dist/server.js');
  const [command, entry] = existsSync(bundle)
    ? [process.execPath, bundle]
    : [path.join(root, 'node_modules/.bin/tsx'), path.join(root, 'apps/server/src/server.ts')];
  const server = spawn(command, [entry], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...env,
      NODE_ENV: 'production',
      // Production needs a key for operators' TOTP secrets; a bench's own database, so a fixed one does.
      OPERATOR_SECRET_KEY: 'c3'.repeat(32),
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
    },
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited during start-up: ${errors}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/auth/form`, {
        signal: AbortSignal.timeout(3000),
      });
      if (response.ok) {
        // A site in service is warm: the start-up work (the first bootstrap build, the sports feed's first calendar
        // fill) is over before its first visitor. Without this the first visit measured the server's start-up.
        for (const locale of ['tr', 'en'])
          await fetch(`http://127.0.0.1:${PORT}/api/cms/grouped`, { headers: { 'x-locale': locale } });
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        return server;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopServer(server);
  throw new Error(`the server did not answer on port ${PORT} within 90 s: ${errors}`);
}

function stopServer(server: ChildProcess) {
  if (server.pid === undefined) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // gone already
  }
}

async function throttle(cdp: CDPSession, profile: Profile) {
  const t = profile.throttle;
  if (!t) return;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.rttMs,
    downloadThroughput: (t.downKbps * 1000) / 8,
    uploadThroughput: (t.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpu });
}

/** Follows every request of the page through CDP: the bytes on the wire, the decoded size, where it came from. */
function recordTransfers(cdp: CDPSession) {
  const byId = new Map<string, Transfer & { headerBytes: number; done: boolean }>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    if (event.request.url.startsWith('data:')) return;
    byId.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      status: 0,
      bodyBytes: 0,
      rawBytes: 0,
      encoding: '',
      fromCache: false,
      askedAt: event.wallTime * 1000,
      headerBytes: 0,
      done: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    lastActivity = Date.now();
    const entry = byId.get(event.requestId);
    if (!entry) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    entry.type = event.type;
    entry.status = event.response.status;
    entry.encoding = headers['content-encoding'] ?? '';
    entry.headerBytes = event.response.encodedDataLength;
    if (event.response.fromDiskCache || event.response.fromServiceWorker) entry.fromCache = true;
  });
  cdp.on('Network.dataReceived', (event) => {
    lastActivity = Date.now();
    const entry = byId.get(event.requestId);
    if (entry) entry.rawBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.done = true;
    entry.bodyBytes = entry.fromCache ? 0 : Math.max(0, event.encodedDataLength - entry.headerBytes);
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.done = true;
  });
  return {
    /** Resolves once nothing has been asked or answered for `quietMs` (long polls and sockets aside). */
    async quiet(quietMs: number, maxMs: number) {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        if (Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    transfers: (): Transfer[] =>
      [...byId.values()].map(({ headerBytes: _h, done: _d, ...transfer }) => transfer),
  };
}

async function visit(page: Page, cdp: CDPSession, url: string): Promise<Visit> {
  const recorder = recordTransfers(cdp);
  // A script error that stops the app is the first thing to know when it never renders.
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const loadMs = Date.now() - started;
  // The app replaces index.html's 'Loading...' when it renders (a slow CPU can keep the network quiet before that).
  await page
    .waitForFunction('document.querySelector("#root .boot-loading") === null', undefined, { timeout: 60_000 })
    .catch(() => undefined);
  // After that the page still fetches its data and images, and the popup waits for an idle moment.
  await recorder.quiet(2500, 30_000);
  const firstRenderAt = (await page.evaluate(`(() => {
    const mark = performance.getEntriesByName('${FIRST_RENDER_MARK}')[0];
    return mark ? performance.timeOrigin + mark.startTime : null;
  })()`)) as number | null;
  const metrics = (await page.evaluate('window.__budget')) as {
    lcp: number | null;
    lcpElement: string;
    fcp: number | null;
    cls: number;
    longTasks: Array<[number, number]>;
  };
  // Total blocking time as Lighthouse counts it: the part of each long task beyond 50 ms, after the first paint.
  const fcp = metrics.fcp ?? 0;
  const tbtMs = metrics.longTasks
    .filter(([start]) => start >= fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    lcpMs: metrics.lcp,
    lcpElement: metrics.lcpElement,
    fcpMs: metrics.fcp,
    cls: metrics.cls,
    tbtMs,
    loadMs,
    firstRenderAt,
    transfers: recorder.transfers(),
  };
}

interface Totals {
  requests: number;
  fromNetwork: number;
  /** Scripts asked for before the first render (the budget). */
  firstJs: { wire: number; raw: number; files: number };
  js: { wire: number; raw: number; files: number };
  css: { wire: number; raw: number; files: number };
  uncompressed: string[];
}

function totals(transfers: Transfer[], firstRenderAt: number | null): Totals {
  const sum = (type: string, isCounted: (t: Transfer) => boolean = () => true) => {
    const all = transfers.filter((t) => t.type === type && isCounted(t));
    const list = all.filter((t) => !t.fromCache);
    return {
      wire: list.reduce((s, t) => s + t.bodyBytes, 0),
      raw: list.reduce((s, t) => s + t.rawBytes, 0),
      files: all.length,
    };
  };
  return {
    requests: transfers.length,
    fromNetwork: transfers.filter((t) => !t.fromCache).length,
    // Without the mark (an app that never rendered) every script counts.
    firstJs: sum('Script', (t) => firstRenderAt === null || t.askedAt <= firstRenderAt),
    js: sum('Script'),
    css: sum('Stylesheet'),
    // Text bodies over 1 KB that came without compression (images are compressed formats already).
    uncompressed: transfers
      .filter(
        (t) =>
          !t.fromCache &&
          t.status === 200 &&
          t.encoding === '' &&
          t.rawBytes > 1024 &&
          ['Script', 'Stylesheet', 'Document', 'Fetch', 'XHR'].includes(t.type),
      )
      .map((t) => `${new URL(t.url).pathname} (${kb(t.rawBytes)})`),
  };
}

function printVisit(label: string, result: Visit) {
  const t = totals(result.transfers, result.firstRenderAt);
  log(`  ${label}`);
  log(
    `    LCP ${ms(result.lcpMs)}   FCP ${ms(result.fcpMs)}   CLS ${result.cls.toFixed(3)}   TBT ${ms(result.tbtMs)}   load ${ms(result.loadMs)}`,
  );
  log(`    LCP element: ${result.lcpElement || '—'}`);
  log(
    `    JS before the first render ${kb(t.firstJs.wire)} on the wire (${kb(t.firstJs.raw)} decoded, ${t.firstJs.files} files); ` +
      `all JS ${kb(t.js.wire)} (${kb(t.js.raw)} decoded, ${t.js.files} files)`,
  );
  log(`    CSS ${kb(t.css.wire)} on the wire (${kb(t.css.raw)} decoded, ${t.css.files} files)`);
  log(
    `    requests ${t.requests} (${t.fromNetwork} over the network, ${t.requests - t.fromNetwork} from the cache)`,
  );
  if (t.uncompressed.length > 0) log(`    sent uncompressed: ${t.uncompressed.join(', ')}`);
}

function printRequests(result: Visit) {
  const seen = new Map<string, number>();
  for (const t of result.transfers) {
    const key = `${new URL(t.url).pathname}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  log('    every request of the cold visit (× count when asked more than once):');
  for (const t of result.transfers) {
    const pathname = new URL(t.url).pathname;
    const count = seen.get(pathname) ?? 0;
    if (count === -1) continue;
    log(
      `      ${result.firstRenderAt !== null && t.askedAt > result.firstRenderAt ? 'after ' : 'before'} ` +
        `${t.type.padEnd(10)} ${String(t.status).padStart(3)} ${(t.encoding || '-').padEnd(4)} ` +
        `${kb(t.bodyBytes).padStart(9)} ${kb(t.rawBytes).padStart(9)}  ${pathname}${count > 1 ? `  ×${count}` : ''}`,
    );
    if (count > 1) seen.set(pathname, -1);
  }
}

async function measure(browser: Browser, profile: Profile, url: string, verbose: boolean) {
  const context = await browser.newContext({
    viewport: { width: profile.width, height: profile.height },
    isMobile: profile.isMobile,
    hasTouch: profile.isMobile,
    deviceScaleFactor: profile.isMobile ? 2 : 1,
    ...(profile.isMobile ? { userAgent: PHONE_USER_AGENT } : {}),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  await context.addInitScript(COLLECTOR);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await throttle(cdp, profile);
  const cold = await visit(page, cdp, url);
  const warm = await visit(page, cdp, url);
  await context.close();
  log(`\n${profile.name}`);
  printVisit('first visit (cold cache)', cold);
  if (verbose) printRequests(cold);
  printVisit('second visit (warm cache)', warm);
  return cold;
}

async function lighthouseScore(url: string) {
  // Lighthouse 12 (Node ≥ 18.16; 13 needs Node 22) with its default mobile settings: simulated throttling of
  // 150 ms RTT, 1.6 Mbps and CPU 4×, on a moto-g-power-sized screen.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    port: LIGHTHOUSE_PORT,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '—';
    log('\nLighthouse 12, mobile (simulated throttling)');
    log(`  performance score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
    log(
      `  FCP ${audit('first-contentful-paint')}   LCP ${audit('largest-contentful-paint')}   ` +
        `TBT ${audit('total-blocking-time')}   CLS ${audit('cumulative-layout-shift')}   SI ${audit('speed-index')}`,
    );
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (build) runBuild();
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: build the web app first (npm run build)`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kasa-bench-web-'));
  const server = await startServer(dataDir);
  const url = `http://127.0.0.1:${PORT}/`;
  let browser: Browser | undefined;
  let failed = false;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    if (checkBytesOnly) {
      // Bytes do not depend on throttling; the phone's viewport decides which images and chunks the page asks for.
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: PHONE.height },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: PHONE_USER_AGENT,
      });
      await context.addInitScript(COLLECTOR);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const result = await visit(page, cdp, url);
      const t = totals(result.transfers, result.firstRenderAt);
      failed = t.firstJs.wire > JS_BUDGET_BYTES || t.uncompressed.length > 0 || result.firstRenderAt === null;
      log(
        `first page: JS ${kb(t.firstJs.wire)} compressed before the first render (${t.firstJs.files} files, ` +
          `budget ${kb(JS_BUDGET_BYTES)}); all JS ${kb(t.js.wire)} (${t.js.files} files); ` +
          `CSS ${kb(t.css.wire)} (${t.css.files} files); ${t.requests} requests`,
      );
      if (result.firstRenderAt === null) log('the app never rendered (no first-render mark)');
      if (failed || args.has('--list')) {
        // Which scripts made the first page, largest first, so a failure says what to split.
        const firstScripts = result.transfers
          .filter(
            (x) =>
              x.type === 'Script' && (result.firstRenderAt === null || x.askedAt <= result.firstRenderAt),
          )
          .sort((a, b) => b.bodyBytes - a.bodyBytes);
        for (const x of firstScripts) log(`  ${kb(x.bodyBytes).padStart(9)}  ${new URL(x.url).pathname}`);
      }
      if (t.uncompressed.length > 0) log(`sent uncompressed: ${t.uncompressed.join(', ')}`);
      log(failed ? 'web budget: FAILED' : 'web budget: ok');
      return;
    }
    log(`Web budget: ${url} (budget: first-page JS ≤ ${kb(JS_BUDGET_BYTES)} compressed)`);
    await measure(browser, PHONE, url, true);
    await measure(browser, DESKTOP, url, false);
    await browser.close();
    browser = undefined;
    if (withLighthouse) await lighthouseScore(url);
  } finally {
    await browser?.close();
    stopServer(server);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(dataDir, { recursive: true, force: true });
    if (failed) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
