// The project's room boundaries, checked by `npm run lint` (dependency-cruiser).
// A rule broken here fails lint; scripts/boundaries.test.ts plants one breach of each rule in
// scripts/fixtures/boundaries/ and checks that every one is caught.
/** Test files and test support: free to import test support. */
const TEST_CODE = ['\\.test\\.tsx?$', '^src/test/', '^server/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment:
        'A feature (src/features/X) imports no other feature: shared pieces live in src/components/, src/lib/ or domain/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'page-imports-server',
      comment: 'The page (src/) and the API (server/) meet only in domain/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-imports-page',
      comment: 'The page (src/) and the API (server/) meet only in domain/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'domain-imports-only-zod',
      comment:
        'domain/ holds pure rules shared by page, worker and server: it imports only zod and itself.',
      severity: 'error',
      from: { path: '^domain/', pathNot: TEST_CODE },
      to: { pathNot: ['^domain/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'service-imports-route',
      comment: 'Services hold the work; routes call them, never the other way round.',
      severity: 'error',
      from: { path: '^server/services/' },
      to: { path: '^server/routes/' },
    },
    {
      name: 'production-imports-test-support',
      comment: 'Production code never imports tests or test support (src/test/, server/test/).',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
