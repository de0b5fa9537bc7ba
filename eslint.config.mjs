// Lint with module-boundary rules (STYLE.md): web → contracts; services and gateway → contracts +
// domain + platform; domain → platform + contracts; platform → contracts (its tests may use domain);
// contracts → nothing internal. @nx/eslint-plugin cannot be used
// with nx 24 here (STACK.md), so the boundaries are no-restricted-imports patterns per area.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const relativeEscape = { group: ['../../*', '../../../*'], message: 'Use a path alias (@stave/*, @/…), not ../../' };
const forbid = (...names) => names.map((name) => ({ group: [name, `${name}/*`], message: `This project may not import ${name}` }));
const apps = [
  '@stave/identity',
  '@stave/social',
  '@stave/messaging',
  '@stave/jobs-events',
  '@stave/marketplace',
  '@stave/billing',
  '@stave/gateway',
  '@stave/web',
];

// The web app's walls between features (docs/web.md#feature-boundaries): code outside a feature reaches it only through
// its public entries, `@/features/<name>` (index.ts) and `@/features/<name>/public-<what>`; inside a feature, its own
// modules are imported directly, never through its own index. Cycles between features, and dynamic imports (which this
// rule does not see), are checked by apps/web/src/app/feature-walls.spec.ts.
const webPatterns = [...forbid('@stave/platform', '@stave/domain', ...apps, '@nestjs', 'typeorm'), relativeEscape];
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicEntries = (own) => ({
  regex: `^@/features/${own ? `(?!${own}/)` : ''}[^/]+/(?!public-[a-z-]+$).+`,
  message:
    'Import another feature through its public entries, @/features/<name> or @/features/<name>/public-<what>, not its internals (docs/web.md#feature-boundaries)',
});
const noRawHtml = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render raw HTML (stored XSS)' };
// A call names its route from @stave/contracts/paths (docs/web.md#calling-the-api), never a path it types.
const apiPathMessage =
  "Name the route from '@stave/contracts/paths' and call it through lib/api-json.ts (apiData, apiPath, ...), not a typed '/api/...' path (docs/web.md#calling-the-api)";
const noApiPaths = [
  { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: apiPathMessage },
];
const featureWalls = features.map((name) => ({
  files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...webPatterns,
          publicEntries(name),
          { regex: `^@/features/${name}(/index)?$`, message: `Inside ${name}, import its modules directly, not its own index (an import cycle)` },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.testinfra/**', '.nx/**', 'coverage/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...forbid('@stave/platform', '@stave/domain', ...apps, '@nestjs', 'react', 'typeorm', 'node:*'), relativeEscape] },
      ],
    },
  },
  {
    files: ['libs/platform/**/*.ts'],
    ignores: ['libs/platform/**/*.spec.ts', 'libs/platform/**/*.int-spec.ts', 'libs/platform/**/*.chaos-spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(...apps, '@stave/domain', 'react'), relativeEscape] }] },
  },
  {
    files: ['libs/platform/**/*.spec.ts', 'libs/platform/**/*.int-spec.ts', 'libs/platform/**/*.chaos-spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(...apps, 'react'), relativeEscape] }] },
  },
  {
    files: ['libs/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(...apps, 'react'), relativeEscape] }] },
  },
  {
    files: ['apps/{identity,social,messaging,jobs-events,marketplace,billing,gateway}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(...apps, 'react'), relativeEscape] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...webPatterns, publicEntries()] }],
      'no-restricted-syntax': ['error', noRawHtml, ...noApiPaths],
    },
  },
  {
    // Tests name the addresses a fake server answers.
    files: ['apps/web/**/*.spec.{ts,tsx}', 'apps/web/src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noRawHtml] },
  },
  ...featureWalls,
  {
    // The shared building blocks know no feature and no app shell (docs/web.md#feature-boundaries).
    files: ['apps/web/src/{components,lib,hooks}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webPatterns,
            {
              group: ['@/features', '@/features/*', '@/app', '@/app/*', '../features/*', '../app/*'],
              message:
                'components/, lib/ and hooks/ are feature-free building blocks: what composes features lives in the feature or in app/ (docs/web.md#feature-boundaries)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        AbortController: 'readonly',
        performance: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser-lane scripts pass functions to page.evaluate, which run in the page.
    files: ['e2e/**/*.mjs'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        getComputedStyle: 'readonly',
        matchMedia: 'readonly',
        navigator: 'readonly',
      },
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.chaos-spec.ts', '**/test/**/*.ts', 'deploy/chaos/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // A service's tests may put the real gateway in front of it (requests through the edge), and run
    // other services beside it (a change that crosses them, on real Kafka): `@stave/gateway/testing`
    // and `@stave/<service>/service` (its ServiceDefinition) are those entry points, nothing else.
    files: ['apps/{identity,social,messaging,jobs-events,marketplace,billing,gateway}/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid('@stave/web', 'react'),
            { regex: '^@stave/gateway(?!/testing$)', message: 'Tests may import only @stave/gateway/testing' },
            {
              regex: '^@stave/(identity|social|messaging|jobs-events|marketplace|billing)(?!/service$)',
              message: 'Tests may import another service only as @stave/<service>/service',
            },
            relativeEscape,
          ],
        },
      ],
    },
  },
);
