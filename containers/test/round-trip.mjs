// The API round trip scripts/container-test.sh makes against a running container, in plain JavaScript for the host's
// Node (no TypeScript, no packages): `node round-trip.mjs <base URL> save` signs in with E8_SUPPORT_USERNAME and
// E8_SUPPORT_PASSWORD, saves completed-assessment.json, finds it in the first page of the list and exports its PDF;
// `node round-trip.mjs <base URL> listed` signs in and finds it still listed (after a restart). Each step prints one
// line; any surprise ends the process with status 1 and what was seen.
import fs from 'node:fs';

const [base, mode] = process.argv.slice(2);
const body = JSON.parse(fs.readFileSync(new URL('./completed-assessment.json', import.meta.url), 'utf8'));

function fail(message) {
  console.error(`round trip: ${message}`);
  process.exit(1);
}

async function call(path, init = {}) {
  const response = await fetch(`${base}${path}`, init).catch((error) => fail(`${path}: ${error.message}`));
  return response;
}

async function signIn() {
  const credentials = { username: process.env.E8_SUPPORT_USERNAME, password: process.env.E8_SUPPORT_PASSWORD };
  const response = await call('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  if (response.status !== 200) fail(`signing in answered ${response.status}: ${await response.text()}`);
  console.log(`signed in as ${credentials.username}: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

async function listed(cookie) {
  const response = await call('/api/assessments?page=1', { headers: { cookie } });
  if (response.status !== 200) fail(`the list answered ${response.status}: ${await response.text()}`);
  const list = await response.json();
  const names = list.items.map((item) => item.organizationName);
  if (!names.includes(body.organizationName)) fail(`"${body.organizationName}" is not in the list: ${JSON.stringify(names)}`);
  console.log(`listed: ${list.total} assessment(s), "${body.organizationName}" among them`);
}

if (!base || !['save', 'listed'].includes(mode)) fail('usage: node round-trip.mjs <base URL> save|listed');

if (mode === 'save') {
  const page = await call('/assessment');
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root">')) fail(`the assessment page answered ${page.status}`);
  console.log(`page /assessment: ${page.status}, ${html.length} bytes`);
  const saved = await call('/api/assessments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (saved.status !== 201) fail(`saving answered ${saved.status}: ${await saved.text()}`);
  const { id } = await saved.json();
  console.log(`saved assessment ${id}: ${saved.status}`);
  const cookie = await signIn();
  await listed(cookie);
  const exported = await call(`/api/assessments/${id}/export`, { headers: { cookie } });
  const pdf = Buffer.from(await exported.arrayBuffer());
  if (exported.status !== 200 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') fail(`the PDF export answered ${exported.status}: ${pdf.subarray(0, 200).toString()}`);
  console.log(`PDF export: ${exported.status}, ${exported.headers.get('content-type')}, ${pdf.length} bytes starting %PDF-`);
} else {
  await listed(await signIn());
}
