/**
 * The cost of typing and serving evidence files on the main thread (decision 087), in milliseconds, the median
 * of several runs: a Word file of about 10 MB as Word writes it, the worst ZIP the typing will look into (the
 * most entries it lists, each a deflate bomb), and a 10 MB CSV served with its formulas defused.
 *
 * Run alone: npx tsx bench/evidence-typing.ts
 */
import { randomBytes } from 'node:crypto';
import { Document, ImageRun, Packer, Paragraph } from 'docx';
import { zipSync } from 'fflate';
import { medianMs } from './percentile';
import { csvFormulaDefuser } from '../src/domain/csv-formula-defuser';
import { evidenceFileType } from '../src/domain/evidence-file-type';
import { MAX_EVIDENCE_FILE_BYTES } from '../src/domain/evidence-files';
import { MAX_ZIP_ENTRIES } from '../src/domain/zip-entries';
import { TINY_PNG, WORD_MAIN, contentTypes } from '../tests/support/evidence-fixtures';

// A Word file with twenty pictures of half a megabyte each (random bytes after a PNG signature: they do not compress).
const pictures = Array.from({ length: 20 }, () => new Paragraph({ children: [new ImageRun({ type: 'png', data: Buffer.concat([TINY_PNG, randomBytes(MAX_EVIDENCE_FILE_BYTES / 21)]), transformation: { width: 10, height: 10 } })] }));
const word = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: pictures }] })));

// The most entries the typing reads, each 4 KB of zeros that would inflate to 4 MB.
const bomb = new Uint8Array(4 * 1024 * 1024);
const entries: Record<string, Uint8Array | [Uint8Array, { level: 9 }]> = { '[Content_Types].xml': new TextEncoder().encode(contentTypes(WORD_MAIN, '/word/document.xml')), 'word/document.xml': new TextEncoder().encode('<w:document/>') };
for (let index = 0; entries && Object.keys(entries).length < MAX_ZIP_ENTRIES; index += 1) entries[`word/media/part${index}.bin`] = [bomb, { level: 9 }];
const bombs = zipSync(entries);

// 10 MB of rows, a formula cell in each.
const row = 'web-1,=HYPERLINK("http://x"),-12.5,"@SUM(1)",ordinary text\r\n';
const csv = new TextEncoder().encode(row.repeat(Math.floor(MAX_EVIDENCE_FILE_BYTES / row.length)));
const PIECE = 512 * 1024;

console.log(`Word file of ${(word.length / 1024 / 1024).toFixed(1)} MB: typed in ${medianMs(() => evidenceFileType(word))} ms (${JSON.stringify(evidenceFileType(word))})`);
console.log(`ZIP of ${MAX_ZIP_ENTRIES} deflate bombs, ${(bombs.length / 1024 / 1024).toFixed(1)} MB: typed in ${medianMs(() => evidenceFileType(bombs))} ms`);
console.log(
  `CSV of ${(csv.length / 1024 / 1024).toFixed(1)} MB: defused in ${medianMs(() => {
    const defuse = csvFormulaDefuser();
    for (let at = 0; at < csv.length; at += PIECE) defuse(csv.subarray(at, at + PIECE), at + PIECE >= csv.length);
  })} ms, the longest piece of 512 KB in ${medianMs(() => csvFormulaDefuser()(csv.subarray(0, PIECE), false))} ms`,
);
