/** The examples, filled in with the address this app is served from. */
export function curlExample(origin: string): string {
  return [
    `curl ${origin}/api/generate-image \\`,
    `  -H "Authorization: Bearer $ATELIER_API_KEY" \\`,
    `  -H 'content-type: application/json' \\`,
    `  -d '{"prompt":"a red kite","model_type":"ultra"}'`,
  ].join('\n');
}

export function sdkExample(origin: string): string {
  return [
    `import { createClient, verifyWebhook } from '@atelier/sdk';`,
    '',
    `const atelier = createClient({ apiKey: process.env.ATELIER_API_KEY!, baseUrl: '${origin}' });`,
    '',
    `const { job_id } = await atelier.generateImage({ prompt: 'a red kite', model_type: 'ultra' });`,
    'const job = await atelier.waitForJob(job_id);',
    'console.log(job.outputs[0]?.download_url);',
    '',
    '// In your webhook receiver, with the signing secret shown when you added the webhook:',
    'const event = verifyWebhook(secret, rawBody, headers);',
  ].join('\n');
}
