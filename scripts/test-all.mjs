// `npm test`: every layer, then one closing line 'N passed, N failed' summing them all.
// Order: static checks (types, lint), unit + integration (contract, server on PGlite [+ PostgreSQL], web), then the
// web budget (the first page's compressed JS, bench/web-budget.ts) and the browser journeys against the built site
// on PGlite [+ once more with the server on PostgreSQL, in a fresh database, when TEST_DATABASE_URL is set].
// A failing layer does not stop later layers, so one run shows everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'artifacts', 'reports');
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
const flaky = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Runs vitest with a JSON report and adds its counts; a run that dies before reporting counts as one failure. */
function vitest(label, args, env = {}) {
  const out = path.join(reports, `${label}.json`);
  rmSync(out, { force: true });
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    env,
  );
  if (!existsSync(out)) {
    console.error(`${label}: no report was written`);
    totals.failed += 1;
    broken = true;
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // A test that failed once and passed on its retry (journeys only retry): counted passed, named at the end.
  for (const file of report.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'passed' && (t.failureMessages ?? []).length > 0) {
        flaky.push(`${label}: ${path.relative(root, file.name)} > ${t.fullName}`);
      }
    }
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (!ok || report.numFailedTests > 0 || report.numFailedTestSuites > 0) broken = true;
  // A run that failed outside any test (an unhandled error, a suite that could not load) still counts as a failure.
  if (!ok && report.numFailedTests === 0) totals.failed += Math.max(1, report.numFailedTestSuites);
}

function check(label, command, args) {
  if (!run(label, command, args)) {
    console.error(`${label} failed`);
    totals.failed += 1;
    broken = true;
  }
}

/** A check that counts either way: one more passed or one more failed. */
function countedCheck(label, command, args) {
  if (run(label, command, args)) {
    totals.passed += 1;
  } else {
    console.error(`${label} failed`);
    totals.failed += 1;
    broken = true;
  }
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit-and-integration', []);
if (
  run('chromium', 'bash', ['scripts/ensure-chromium.sh']) &&
  run('build web', 'npm', ['run', '--silent', 'build'])
) {
  // The first page's compressed JS against its budget (bench/web-budget.ts): bytes only, times are never checked.
  countedCheck('web budget', 'npx', ['tsx', 'bench/web-budget.ts', '--check-bytes']);
  vitest('e2e', ['--config', 'e2e/vitest.config.ts'], { KASA_TEST_DB: '' });
  if (process.env.TEST_DATABASE_URL) {
    vitest('e2e-postgres', ['--config', 'e2e/vitest.config.ts'], { KASA_TEST_DB: 'postgres' });
  }
} else {
  console.error('browser journeys could not start (Chromium or the web build failed)');
  totals.failed += 1;
  broken = true;
}

console.log('');
if (flaky.length > 0) {
  console.log(`passed only on their retry (${flaky.length}): look at their FAILED screenshots`);
  for (const name of flaky) console.log(`  ${name}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken ? 1 : 0);
