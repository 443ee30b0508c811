import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogueChunk } from './catalogue-chunk';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';

const CLIENT = path.resolve('dist/client');
const html = fs.readFileSync(path.join(CLIENT, 'index.html'), 'utf8');

/** The scripts the landing page loads before the user acts: the entry module and its preloads. */
const initialScripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((match) => match[1]!);

function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(path.join(CLIENT, file))).length;
}

describe('performance budgets (sizes, not times)', () => {
  it('keeps the landing page initial JavaScript at or under 100 KB gzipped', () => {
    expect(initialScripts.length).toBeGreaterThan(0);
    const total = initialScripts.reduce((sum, file) => sum + gzipSize(file), 0);
    console.info(`landing initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${initialScripts.length} file(s)`);
    expect(total).toBeLessThanOrEqual(100 * 1024);
  });

  it('never puts the report code in the initial load', () => {
    const initial = initialScripts.map((file) => fs.readFileSync(path.join(CLIENT, file), 'utf8')).join('\n');
    for (const name of initialScripts) expect(name).not.toMatch(/summary-pdf|detailed-pdf|word-report/);
    // Markers of @react-pdf/renderer and docx: neither library may be bundled into the first load.
    expect(initial).not.toContain('react-pdf');
    expect(initial).not.toContain('officedocument.wordprocessingml');
    // The requirement catalogue (its ids mark it) loads with the detailed assessment, not before.
    for (const requirement of [REQUIREMENTS[0]!, REQUIREMENTS.at(-1)!]) expect(initial).not.toContain(requirement.id);
    const chunks = fs.readdirSync(path.join(CLIENT, 'assets'));
    expect(chunks.some((file) => /^detailed-pdf-.*\.js$/.test(file) || /^summary-pdf-.*\.js$/.test(file))).toBe(true);
  });

  it('keeps the requirement catalogue out of the landing page and out of the results page until a detailed assessment asks for it', () => {
    const catalogue = catalogueChunk();
    // Not among the scripts the landing page loads (the entry may name it, to preload it when a detailed assessment opens).
    expect(initialScripts.map((file) => path.basename(file))).not.toContain(catalogue);
    const preloads: unknown = JSON.parse(fs.readFileSync(path.join(CLIENT, 'route-preloads.json'), 'utf8'));
    const resultsPreloads = JSON.stringify(preloads && typeof preloads === 'object' && '/assessment/results' in preloads ? preloads['/assessment/results'] : undefined);
    expect(resultsPreloads).toContain('ResultsPage-');
    expect(resultsPreloads).not.toContain(catalogue);
    console.info(`requirement catalogue: ${catalogue}, ${(gzipSize(`assets/${catalogue}`) / 1024).toFixed(1)} KB gzipped`);
  });
});
