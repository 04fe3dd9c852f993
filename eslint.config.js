// Lint: TypeScript rules plus the import boundaries of DESIGN.md §5, so the layout is enforced by `npm test`
// instead of remembered. Formatting is Prettier's job (eslint-config-prettier turns off the style rules).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// A workspace role is read through the role table of src/shared/team.ts (`ROLE_TABLE`, `roleMay`,
// `TEAM_ACTIONS`), never compared with a literal: a role added there is then named by the type checker
// everywhere it matters, instead of silently taking the `else` of scattered comparisons.
const roleLiteralComparison = {
  selector:
    'BinaryExpression[operator=/^[!=]==?$/]:has(> Literal[value=/^(owner|editor|reviewer)$/]):has(> :matches(Identifier[name=/[rR]ole$/], MemberExpression[property.name=/[rR]ole$/]))',
  message: 'Leia a função pela tabela de src/shared/team.ts (ROLE_TABLE, roleMay, TEAM_ACTIONS), não por um literal.',
};

// A request's variables are read with `c.get('name')`. Hono's `c.var` builds a new object from all of them
// on every read: on the generation route, a few such reads cost as much as the route's own checks.
const honoVarCopy = {
  selector: "MemberExpression[object.name='c'][property.name='var']",
  message: "Leia a variável com c.get('nome'): c.var copia todas as variáveis da requisição a cada leitura.",
};

// The platform admin is asked through `isPlatformAdmin` (src/shared/platform-roles.ts), so the server's
// gates and the web's guards cannot drift apart on how an admin is recognised.
const platformAdminComparison = {
  selector:
    "BinaryExpression[operator=/^[!=]==?$/]:has(> Literal[value='admin']):has(> :matches(Identifier[name=/[rR]ole$/], MemberExpression[property.name=/[rR]ole$/], ChainExpression[expression.property.name=/[rR]ole$/]))",
  message: 'Pergunte isPlatformAdmin (src/shared/platform-roles.ts), não compare a função com um literal.',
};

const queryKeyLiterals = [
  {
    selector: "Property[key.name='queryKey'] > :matches(ArrayExpression, TSAsExpression > ArrayExpression)",
    message: 'Use a chave da fábrica do dono (por exemplo contentKeys.list(...)), não um array literal.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(setQueryData|getQueryData|getQueryState|setQueriesData|invalidateQueries|removeQueries|refetchQueries|cancelQueries)$/] > ArrayExpression.arguments',
    message: 'Use a chave da fábrica do dono (por exemplo sessionKeys.me), não um array literal.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      'no-undef': 'off', // TypeScript knows the globals better than ESLint
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared code runs in both the browser and the server: it may import neither.
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'src/shared não importa server nem web.',
            },
            // The server never imports browser code.
            { target: './src/server', from: './src/web', message: 'O servidor não importa código do navegador.' },
            // The browser sees the server only through the AppType of the typed client (lib/api.ts).
            {
              target: './src/web',
              from: './src/server',
              except: ['./app.ts'],
              message: 'O navegador só conhece o servidor pelo AppType (src/web/lib/api.ts).',
            },
            // An entity (content, approval, voice, tokens, plans, clients...) is the one home of its data
            // access: queries, mutations and their keys. It knows no screen: features, app/ and the UI pieces
            // of components/ import entities, never the other way round.
            {
              target: './src/web/entities',
              from: ['./src/web/features', './src/web/app', './src/web/components'],
              message:
                'Uma entidade (src/web/entities) não importa features, app/ nem components/: ela só lê e grava dados.',
            },
            // Features are independent: shared pieces live in src/web/components, src/web/entities or src/web/lib.
            ...features.map((name) => ({
              target: `./src/web/features/${name}`,
              from: [
                './src/web/app',
                ...features.filter((other) => other !== name).map((o) => `./src/web/features/${o}`),
              ],
              message:
                'Uma feature não importa outra feature nem app/; mova o que é comum para components/, entities/ ou lib/.',
            })),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){2,}', message: 'Use os aliases @shared/, @server/, @web/ ou @tests/.' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./){2,}', message: 'Use os aliases @shared/, @server/, @web/ ou @tests/.' },
            {
              regex: '^(react|react-dom|hono|drizzle-orm|better-auth|pg|@electric-sql/.*)(/.*)?$',
              message: 'src/shared é isomórfico: sem React, Hono, drizzle ou drivers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['src/shared/team.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', roleLiteralComparison, platformAdminComparison, honoVarCopy] },
  },
  {
    // Query keys come from their owner's key factory (an entity, a feature's api.ts, lib/session.ts), so an
    // invalidation can never miss a query over a typo: no array literal where a key is expected.
    files: ['src/web/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...queryKeyLiterals] },
  },
  {
    // The web's own code reads roles through the role table too (tests arrange roles as they please).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...queryKeyLiterals, roleLiteralComparison, platformAdminComparison] },
  },
  {
    // components/ holds UI pieces only: reading and writing data goes through src/web/entities/<name>/.
    files: ['src/web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@web/lib/api',
              importNames: ['api', 'unwrap'],
              message: 'components/ guarda só peças de interface: chamadas à API ficam em src/web/entities/<nome>/.',
            },
          ],
          patterns: [{ regex: '^(\\.\\./){2,}', message: 'Use os aliases @shared/, @server/, @web/ ou @tests/.' }],
        },
      ],
    },
  },
  prettier,
);
