// `npm run bench`: the foundation's speed and size figures, printed as a table for the README.
// Runs after `npm run build`. Each part is in its own file beside this one.
import { measureLandingBundle } from './landing-bundle.mjs';
import { measureLedger } from './ledger.mjs';
import { measureLoad } from './load.mjs';
import { measureLogin } from './login.mjs';
import { measureStartup } from './startup.mjs';

const results = [];
results.push(await measureLandingBundle());
results.push(await measureStartup());
results.push(...(await measureLoad()));
results.push(await measureLogin());
results.push(...(await measureLedger()));

console.log('\n| measure | figure | budget | within |');
console.log('| --- | --- | --- | --- |');
for (const r of results)
  console.log(
    `| ${r.name} | ${r.figure} | ${r.budget ?? '-'} | ${r.ok === undefined ? '-' : r.ok ? 'yes' : 'NO'} |`,
  );

const failed = results.filter((r) => r.ok === false);
if (failed.length > 0) {
  console.error(`\nOver budget: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
