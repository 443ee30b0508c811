import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz copy beside every built text file, compressed once at the highest levels,
 * so the server sends them as they are (docs/decisions/012-precompressed-assets.md). index.html is
 * left out: the server adds the branding to it and compresses that at start-up.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'e8-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: async () => {
      const files = (await fs.readdir(outDir, { recursive: true }))
        .filter((file) => /\.(js|css|svg|txt|json)$/.test(file))
        .map((file) => path.join(outDir, file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await fs.readFile(file);
          // Below about a packet, compressing gains nothing a user would notice.
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
