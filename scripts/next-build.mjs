// `next build` that fails on a warning: Next.js prints warnings (e.g. "Dynamic filesystem access
// causes tracing of the whole project", "⚠ …") and still exits 0, so a new one would go unseen.
// The output is passed through as it comes; the exit code is 1 when a warning line was printed.
// Next prints nothing while it compiles (a minute or more on 2 cores): after 20 s of silence a line
// says the build is still going, so a first `npm run build` never looks stuck.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { warningLines } from './build-warnings.mjs';

const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const child = spawn(process.execPath, [next, 'build', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1' },
});
const warnings = [];
const started = Date.now();
let lastOutput = started;
const QUIET_MS = 20_000;
const heartbeat = setInterval(() => {
  if (Date.now() - lastOutput < QUIET_MS) return;
  process.stdout.write(`next-build: still building (${Math.round((Date.now() - started) / 1000)} s)\n`);
  lastOutput = Date.now();
}, 1_000);
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  let pending = '';
  from.on('data', (chunk) => {
    lastOutput = Date.now();
    to.write(chunk);
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    warnings.push(...warningLines(lines.join('\n')));
  });
  from.on('end', () => warnings.push(...warningLines(pending)));
}
child.on('close', (code) => {
  clearInterval(heartbeat);
  if (code !== 0) process.exit(code ?? 1);
  if (warnings.length > 0) {
    console.error(`\nnext-build: the build printed ${warnings.length} warning line(s); fix them:`);
    for (const line of warnings) console.error(`  ${line.trim()}`);
    process.exit(1);
  }
});
