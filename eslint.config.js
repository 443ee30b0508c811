import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Forbids imports whose path passes through one of the named top-level folders of src/. */
function forbidFolders(folders, why) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: folders.map((folder) => ({
          regex: `(^|/)${folder}(/|$)`,
          message: why,
        })),
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests index fixed fixtures whose entries are known to exist.
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // The direction of data: domain <- reports <- server / client (docs/architecture.md).
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: forbidFolders(['client', 'server', 'reports', 'react', 'node:.*'], 'src/domain is pure: it imports nothing from reports, server, client, React or Node.'),
  },
  {
    files: ['src/reports/**/*.{ts,tsx}'],
    rules: forbidFolders(['client', 'server'], 'src/reports renders the domain report model; it never imports client or server code.'),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: forbidFolders(['server', '[^/]*\\.server'], 'The browser never imports server code.'),
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: forbidFolders(['client'], 'The server never imports the client.'),
  },
);
