// Unit tests sit beside the code (*.spec.ts); integration tests (*.int-spec.ts) talk to the real
// Postgres, Kafka, Redis and S3 that deploy/local/infra.mjs provides (never mocks of them).
const fs = require('node:fs');
const swc = JSON.parse(fs.readFileSync(__dirname + '/.swcrc', 'utf8'));
const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', { ...swc, swcrc: false }] },
  moduleNameMapper: {
    '^@stave/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@stave/platform$': '<rootDir>/libs/platform/src/index.ts',
    '^@stave/platform/testing$': '<rootDir>/libs/platform/src/testing/index.ts',
    '^@stave/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@stave/stripe-fake$': '<rootDir>/libs/stripe-fake/src/index.ts',
    '^@stave/gateway/testing$': '<rootDir>/apps/gateway/src/testing.ts',
    '^@stave/(identity|messaging|jobs-events|social|marketplace|billing)/service$': '<rootDir>/apps/$1/src/app.module.ts',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/.data/', '<rootDir>/.testinfra/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/', '<rootDir>/e2e/'],
};
module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts'] },
    // The web app's rules (filters to and from the URL, formatting, form conversion): plain functions,
    // run in Node like the rest; its screens are tested in the browser (e2e/).
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      moduleNameMapper: { ...shared.moduleNameMapper, '^@/(.*)$': '<rootDir>/apps/web/src/$1', '^@stave/contracts/(.*)$': '<rootDir>/libs/contracts/src/$1' },
    },
    // The web app's components (*.spec.tsx): rendered with Testing Library on jsdom, with the app's real
    // providers and a fake fetch (apps/web/src/test/; docs/web.md, "Component tests").
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: '<rootDir>/apps/web/jest/environment.cjs',
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.(t|j)sx?$': '<rootDir>/apps/web/jest/transform.cjs' },
      setupFiles: ['<rootDir>/apps/web/jest/setup.cjs'],
      moduleNameMapper: {
        '\\.(css|svg|png|jpe?g|webp|gif|woff2?)$': '<rootDir>/apps/web/jest/file-stub.cjs',
        '^@/(.*)$': '<rootDir>/apps/web/src/$1',
        '^@stave/contracts/(.*)$': '<rootDir>/libs/contracts/src/$1',
        ...shared.moduleNameMapper,
      },
    },
    {
      ...shared,
      displayName: 'integration',
      // deploy/test: the image, compose file and Helm chart checked with the real tools (docker-compose, helm-java).
      testMatch: ['<rootDir>/{apps,libs,deploy}/**/*.int-spec.ts'],
    },
    // Whole processes killed, stopped and restarted under load, and infrastructure taken away
    // (RELIABILITY §35–§43, issue 15): its own lane, after the build (it runs the built apps).
    { ...shared, displayName: 'chaos', testMatch: ['<rootDir>/{apps,libs,deploy}/**/*.chaos-spec.ts'] },
  ],
  // Per-project testTimeout is ignored by jest 30; integration tests wait on real brokers.
  testTimeout: 60000,
};
