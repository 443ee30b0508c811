import fs from 'node:fs';

/**
 * Whether a module must exist once in the built client, never copied into two pages' chunks: a library
 * (React and zod keep state of their own), anything that is not one of our TypeScript modules, or one
 * of ours that creates a React context or keeps a module-level variable, which two copies would split
 * (a provider in one copy, its reader in the other), or exports a class, whose instances `instanceof`
 * in another copy would not recognise (ApiError). Read from the module's source, so a module that
 * gains such state is kept whole without anyone remembering to list it.
 */
export function holdsSharedState(id: string, source: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): boolean {
  if (/node_modules/.test(id) || !/\.(ts|tsx)$/.test(id)) return true;
  return /\bcreateContext\b|^(export )?let |^export (abstract )?class /m.test(source(id));
}
