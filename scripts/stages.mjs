// Runs npm scripts one after another, printing each one's time as it ends and all of them at the
// end, and stops at the first that fails (its exit code is ours). `npm test` and `npm run
// test:e2e` run through it, so CI's log says where its minutes go.
import { spawnSync } from 'node:child_process';

const times = [];
let code = 0;
for (const script of process.argv.slice(2)) {
  const started = performance.now();
  console.log(`::: ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  times.push([script, seconds]);
  console.log(`::: ${script} took ${seconds.toFixed(0)} s`);
  code = result.status ?? 1;
  if (code !== 0) break;
}
console.log('::: times');
for (const [script, seconds] of times)
  console.log(`    ${script.padEnd(20)} ${seconds.toFixed(0).padStart(5)} s`);
process.exit(code);
