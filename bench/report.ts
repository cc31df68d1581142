// One line per measured path, printed as a markdown table per target and in a closing summary over all targets.

export interface ReportLine {
  /** The --only group it belongs to (balance, grouped, dice, deposit, hub). */
  group: string;
  /** What was measured, e.g. "GET user/balance (100 sessions)". */
  path: string;
  /** The figure with its unit and latencies, e.g. "3,512 req/s · p50 12 ms · p99 31 ms". */
  figure: string;
  /** The baseline measured in the same run, e.g. "hello 37,120 req/s". */
  baseline: string;
  /** The path's figure over the baseline's in the direction the goal reads (null: no baseline here). */
  ratio: number | null;
  /** The goal of issue 9, e.g. "≥ 0.5×". */
  goal: string;
  /** Anything the reader must know (refusals, missing answers). */
  note?: string;
}

export interface TargetReport {
  target: string;
  lines: ReportLine[];
}

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '—';
export const ms = (n: number) => `${fmt(n, n < 10 ? 1 : 0)} ms`;
export const times = (ratio: number | null) =>
  ratio === null || !Number.isFinite(ratio) ? '—' : `${ratio.toFixed(2)}×`;

export function printTarget(report: TargetReport): void {
  console.log(`\n### ${report.target}\n`);
  console.log('| path | figure | baseline (same run) | ratio | goal |');
  console.log('| --- | --- | --- | ---: | --- |');
  for (const line of report.lines) {
    const note = line.note ? ` (${line.note})` : '';
    console.log(
      `| ${line.path} | ${line.figure}${note} | ${line.baseline} | ${times(line.ratio)} | ${line.goal} |`,
    );
  }
}

/** One row per path, one column per target: "figure (ratio)". */
export function printSummary(reports: TargetReport[]): void {
  if (reports.length === 0) return;
  console.log('\n## Summary: figure (ratio to its baseline in the same run)\n');
  console.log(`| path | ${reports.map((r) => r.target).join(' | ')} | goal |`);
  console.log(`| --- |${reports.map(() => ' --- |').join('')} --- |`);
  const paths = [...new Set(reports.flatMap((r) => r.lines.map((l) => l.path)))];
  for (const path of paths) {
    const cells = reports.map((r) => {
      const line = r.lines.find((l) => l.path === path);
      return line ? `${line.figure.split(' · ')[0]} (${times(line.ratio)})` : '—';
    });
    const goal = reports.flatMap((r) => r.lines).find((l) => l.path === path)?.goal ?? '';
    console.log(`| ${path} | ${cells.join(' | ')} | ${goal} |`);
  }
}
