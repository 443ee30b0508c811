import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { saveAssessment } from './assessments';
import { useBrowser } from './use-browser';
import { serverUrl } from './test-server';

const CLIENT = path.resolve('dist/client');
/**
 * The largest script the landing page loads (its entry script or one it preloads): the one compression matters
 * most for. The entry itself can be a few bytes that start the app's chunk, too small to be worth compressing.
 */
const entryScript = [...fs.readFileSync(path.join(CLIENT, 'index.html'), 'utf8').matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)]
  .map((match) => match[1]!)
  .sort((a, b) => fs.statSync(path.join(CLIENT, b)).size - fs.statSync(path.join(CLIENT, a)).size)[0]!;

/** A GET with node:http, which (unlike fetch) leaves the body as it went over the wire, then decompressed here. */
function get(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ encoding, vary: response.headers.vary, body });
        });
      })
      .on('error', reject);
  });
}

describe('what the browser downloads', () => {
  it('gets the scripts compressed, brotli first, and the same bytes once decompressed', async () => {
    const url = `${serverUrl()}${entryScript}`;
    const original = fs.readFileSync(path.join(CLIENT, entryScript));
    const brotli = await get(url, 'gzip, deflate, br, zstd');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.equals(original)).toBe(true);
    const gzip = await get(url, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.body.equals(original)).toBe(true);
    const plain = await get(url, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('gets every page compressed, and a browser that refuses brotli gets gzip', async () => {
    const page = await get(`${serverUrl()}/assessment`, 'br;q=0, gzip');
    expect(page.encoding).toBe('gzip');
    expect(page.vary).toMatch(/accept-encoding/i);
    expect(page.body.toString()).toContain('<script id="e8-branding" type="application/json">');
  });

  it('preloads the scripts of the page at the URL, and only on that URL', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
    const landing = preloads((await get(`${serverUrl()}/`, 'br')).body.toString());
    const wizard = preloads((await get(`${serverUrl()}/assessment`, 'br')).body.toString());
    const results = preloads((await get(`${serverUrl()}/assessment/results?id=x`, 'br')).body.toString());
    expect(landing.some((file) => /AssessmentPage|ResultsPage/.test(file))).toBe(false);
    expect(wizard.some((file) => /\/AssessmentPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(results.some((file) => /\/ResultsPage-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of [...wizard, ...results]) expect(fs.existsSync(path.join(CLIENT, file))).toBe(true);
  });
});

describe('the public pages under the Content-Security-Policy', () => {
  const browser = useBrowser();

  it('report no policy violation on the landing, wizard and results pages', async () => {
    const saved = await saveAssessment();
    const { context, page, pageErrors } = await browser.newPage();
    // Blocked attempts (such as a library probing for eval) are reported even when the page catches them.
    await context.addInitScript((accessKeys) => {
      window.localStorage.setItem('e8_access_keys', accessKeys);
      const violations: string[] = [];
      Object.assign(window, { violations });
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    }, JSON.stringify({ [saved.id]: saved.accessKey }));
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

    await page.goto('/');
    await page.getByRole('link', { name: 'Start Assessment' }).waitFor();
    expect(await violations()).toEqual([]);
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await violations()).toEqual([]);
    await page.goto(`/assessment/results?id=${saved.id}`);
    await page.getByRole('heading', { name: 'Results by control' }).waitFor();
    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
