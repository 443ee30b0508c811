/**
 * Writes the Word report of the largest detailed assessment (`maximalDetailedReport`) to the path given, in a process
 * of its own: packing it takes most of a minute of one core, so the layout test runs it beside its other renders.
 * Run: npx tsx tests/support/write-maximal-word.ts <file.docx>
 */
import fs from 'node:fs';
import { Packer } from 'docx';
import { wordReportDocument } from '../../src/reports/word-report';
import { maximalDetailedReport } from './maximal-assessment';

const file = process.argv[2];
if (!file) throw new Error('Give the path of the Word file to write');
fs.writeFileSync(file, await Packer.toBuffer(wordReportDocument(maximalDetailedReport())));
