// `npm run bench`: the foundation's speed and size figures, printed as a table for the README.
// Runs after `npm run build`. Each part is in its own file beside this one.
import { measureAdmin } from './admin.mjs';
import { measureApiKeys } from './api-keys.mjs';
import { measureAudio } from './audio.mjs';
import { measureBackup } from './backup.mjs';
import { measureEngines } from './engines.mjs';
import { measureFreeImages } from './free-images.mjs';
import { measureLandingBundle } from './landing-bundle.mjs';
import { measureLedger } from './ledger.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureLoad } from './load.mjs';
import { measureLogin } from './login.mjs';
import { measureMediaTools } from './media-tools.mjs';
import { measureMetrics } from './metrics.mjs';
import { measureSearch } from './search.mjs';
import { measureStartup } from './startup.mjs';
import { measureWebhooks } from './webhooks.mjs';
import { measureWorkflowEditor } from './workflow-editor.mjs';
import { measureWorkflows } from './workflows.mjs';
import { measureWorkflowRuns } from './workflow-runs.mjs';

// `node scripts/bench/run.mjs ledger login` runs only the parts named.
const parts = {
  landing: measureLandingBundle,
  lighthouse: measureLighthouse,
  startup: measureStartup,
  load: measureLoad,
  metrics: measureMetrics,
  keys: measureApiKeys,
  webhooks: measureWebhooks,
  login: measureLogin,
  ledger: measureLedger,
  engines: measureEngines,
  images: measureFreeImages,
  workflows: measureWorkflows,
  runs: measureWorkflowRuns,
  editor: measureWorkflowEditor,
  media: measureMediaTools,
  audio: measureAudio,
  admin: measureAdmin,
  search: measureSearch,
  backup: measureBackup,
};
const chosen = process.argv.slice(2);
const results = [];
for (const [name, measure] of Object.entries(parts)) {
  if (chosen.length === 0 || chosen.includes(name)) results.push(...[await measure()].flat());
}

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
