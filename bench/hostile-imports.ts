/**
 * The cost of refusing hostile exports and of reading real ones on the main thread, in milliseconds, the median of
 * several runs: a billion-laughs file, an external-entity file, 10 MB of nested XML elements, the largest Group
 * Policy report sample and the same report grown to about 10 MB with repeated settings.
 *
 * Run alone: npx tsx bench/hostile-imports.ts
 */
import { medianMs } from './percentile';
import { readSystemExport } from '../src/domain/configuration-imports/export-readers';
import { MAX_EVIDENCE_FILE_BYTES } from '../src/domain/evidence-files';
import { exportSample } from '../tests/support/export-samples';

const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('')}]><GPO>&lol9;</GPO>`;
const external = '<?xml version="1.0"?><!DOCTYPE GPO [<!ENTITY x SYSTEM "file:///etc/passwd">]><GPO>&x;</GPO>';
const deep = `${'<a>'.repeat(60)}${'<b/>'.repeat((MAX_EVIDENCE_FILE_BYTES - 500) / 4)}${'</a>'.repeat(60)}`;
const report = new TextDecoder().decode(exportSample('gpreport-all-policies-utf8.xml'));
const close = report.lastIndexOf('</report>');
const grown = report.slice(0, close) + report.slice(report.indexOf('<GPO'), close).repeat(Math.floor((MAX_EVIDENCE_FILE_BYTES - report.length) / (close - report.indexOf('<GPO')))) + report.slice(close);

const rows: [string, string][] = [
  ['billion laughs (refused)', laughs],
  ['external entity (refused)', external],
  ['10 MB of elements, 60 deep', deep],
  ['Group Policy report of all policies (sample)', report],
  [`the same grown to ${(grown.length / 1024 / 1024).toFixed(1)} MB`, grown],
];
console.log('| File | Median ms |\n| --- | ---: |');
for (const [name, text] of rows) {
  const bytes = new TextEncoder().encode(text);
  console.log(`| ${name} | ${medianMs(() => readSystemExport(bytes))} |`);
}
