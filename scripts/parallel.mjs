// Runs npm scripts side by side (`node scripts/parallel.mjs typecheck lint`): the checks are single-threaded (tsc,
// eslint), so on a 2-core machine two of them take the time of the longer one. Each script's output is printed
// whole when it ends (never interleaved), with its duration; the exit status is the first failure's, if any.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const started = Date.now();
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const t0 = Date.now();
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const out = [];
      child.stdout.on('data', (chunk) => out.push(chunk));
      child.stderr.on('data', (chunk) => out.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - t0) / 1000).toFixed(1);
        process.stdout.write(
          `\n[parallel] npm run ${name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`,
        );
        process.stdout.write(Buffer.concat(out));
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
console.log(`[parallel] ${names.join(' + ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(codes.find((code) => code !== 0) ?? 0);
