import fs from 'node:fs';
import path from 'node:path';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';

/**
 * The file name of the built script that holds the requirement catalogue: the one script holding a
 * requirement id. Found by content, as the bundler names a shared chunk after one of its modules.
 * The summary PDF worker is left out: a bundle of its own, it carries its own copy of what the summary needs.
 */
export function catalogueChunk(): string {
  const assets = path.resolve('dist/client/assets');
  const marker = REQUIREMENTS.at(-1)?.id ?? '';
  const holding = fs.readdirSync(assets).filter((file) => file.endsWith('.js') && !file.startsWith('summary-pdf-worker-') && fs.readFileSync(path.join(assets, file), 'utf8').includes(marker));
  if (holding.length !== 1) throw new Error(`Expected one script holding the requirement catalogue, found ${holding.length}: ${holding.join(', ')}`);
  return holding[0] ?? '';
}
