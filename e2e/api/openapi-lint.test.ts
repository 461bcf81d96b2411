import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../test-support/app';

const run = promisify(execFile);
const REDOCLY = path.resolve(__dirname, '../../node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }>;
}

let app: RunningApp;
let workDir: string;

beforeAll(async () => {
  app = await startApp();
  // A folder of its own, so that no redocly.yaml of the surroundings changes the rules.
  workDir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
});

afterAll(async () => {
  await app?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Runs `redocly lint` with the recommended rules on a document; offline (no telemetry, no update check). */
async function lint(document: unknown): Promise<LintReport> {
  const file = path.join(workDir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const result = await run(process.execPath, [REDOCLY, 'lint', file, '--extends=recommended', '--format=json'], {
    cwd: workDir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(result.stdout) as LintReport;
}

const describeProblems = (report: LintReport) =>
  report.problems
    .map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location?.[0]?.pointer}: ${problem.message}`)
    .join('\n');

describe('GET /openapi.json through Redocly lint (recommended rules)', () => {
  it('reports no error and no warning on the served document', async () => {
    const response = await fetch(`${app.url}/openapi.json`);
    expect(response.status).toBe(200);
    const report = await lint(await response.json());
    expect(describeProblems(report)).toBe('');
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('would catch a regression: the document without servers, licence and tag description', async () => {
    const document = await (await fetch(`${app.url}/openapi.json`)).json();
    delete document.servers;
    delete document.info.license;
    delete document.tags[0].description;
    const report = await lint(document);
    const rules = report.problems.map((problem) => problem.ruleId).sort();
    expect(rules).toEqual(['info-license', 'no-empty-servers', 'tag-description']);
    expect(report.totals).toMatchObject({ errors: 1, warnings: 2 });
  });
});
