import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'web/dist/**',
      'packages/sdk/dist/**',
      // openapi-typescript's output, checked against the document instead (docs/decisions/034).
      'packages/sdk/src/openapi.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify plugins, Kysely's driver and migration interfaces are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  { files: ['web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  // The dashboard may take types from the server, but values only from modules free of server code: anything
  // else could pull the database module into its bundle.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '/src/(?!platform/event-types\\.js$|platform/audit-actions\\.js$|platform/auth/scopes\\.js$)',
              allowTypeImports: true,
              message:
                'The dashboard imports values only from src/platform/event-types, audit-actions and auth/scopes.',
            },
          ],
        },
      ],
    },
  },
  // A test reads response bodies as JSON of no declared type and asserts their shape with expect(), which is
  // the check these rules would ask for.
  {
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript, outside the TypeScript project (the bench preloads loop-turns.mjs into a built server).
  {
    files: ['eslint.config.js', '.dependency-cruiser.mjs', 'bench/loop-turns.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // The benchmark is a command-line report: printing is its job.
  { files: ['bench/**'], rules: { 'no-console': 'off' } },
);
