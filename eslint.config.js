import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Patterns for imports whose path passes through one of the named top-level folders of src/. */
function folderPatterns(folders, why) {
  return folders.map((folder) => ({ regex: `(^|/)${folder}(/|$)`, message: why }));
}

/** The no-restricted-imports rule refusing every pattern given. */
function forbid(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns: patterns.flat() }] };
}

/** Forbids imports whose path passes through one of the named top-level folders of src/. */
function forbidFolders(folders, why) {
  return forbid(folderPatterns(folders, why));
}

// Client folders every feature may import; any other folder of src/client is a feature of its own.
// `requests`: the respondent's answers to a consultancy's requests for evidence, on the results and beside each requirement of the detailed assessment.
const CLIENT_SHARED_FOLDERS = ['api', 'assessment-steps', 'charts', 'forms', 'layout', 'progress', 'requests'];

const browserNeverImportsServer = folderPatterns(['server', '[^/]*\\.server'], 'The browser never imports server code.');

/** A feature folder reaching into a sibling folder that is not shared: `../wizard/…` from `support/`. */
const featureImportsAnotherFeature = {
  regex: `^\\.\\./(?!(?:${CLIENT_SHARED_FOLDERS.join('|')})/)[^./][^/]*/`,
  message: `A client feature never imports another feature's insides; move what both use to a shared folder (${CLIENT_SHARED_FOLDERS.join(', ')}) or beside App.tsx.`,
};

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
    rules: forbid(browserNeverImportsServer),
  },
  // Features (wizard, results, support, auth, pages, and any new folder) keep to themselves, and the
  // shared folders import no feature at all (what a shared folder needs is shared too). The server
  // refusal is repeated here because a later block's no-restricted-imports replaces an earlier one.
  {
    files: ['src/client/*/**/*.{ts,tsx}'],
    rules: forbid(browserNeverImportsServer, featureImportsAnotherFeature),
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: forbidFolders(['client'], 'The server never imports the client.'),
  },
);
