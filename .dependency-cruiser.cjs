/**
 * The import rules of docs/architecture.md, section 3, checked by `npm run lint`: one-way imports
 * (contract → config → lib → components → features → routes), no feature importing another, and
 * the server taking only the pure shared parts of the web app and nothing of scripts/ (build, tools, test support) or tests/. `tests/unit/boundaries.test.ts` proves each
 * rule fails a forbidden import.
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment: 'A feature never imports another feature: compose them in the route (slots), or move what is shared to lib/ or components/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'lib-to-ui',
      comment: 'lib/ is the bottom layer of the web app: it knows no components, features or routes.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(components|features|routes)/' },
    },
    {
      name: 'components-to-features',
      comment: 'Shared components are shared: a feature they need arrives through a prop or a slot.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'contract-to-app',
      comment: 'The contract is shared by the server and the web app: it imports nothing of the web app.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/(?!contract/)' },
    },
    {
      name: 'config-to-app',
      comment: 'Configuration is data: it may use the contract, nothing that renders or runs the app.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/(?!config/|contract/)' },
    },
    {
      name: 'to-routes',
      comment: 'Routes are the top: only the router and the generated route tree import them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(routes/|routeTree\\.gen\\.ts$)' },
      to: { path: '^src/routes/' },
    },
    {
      name: 'worker-internals',
      comment: 'The page talks to the service worker through its message protocol only.',
      severity: 'error',
      from: { path: '^(src|server|scripts)/', pathNot: '^src/sw/' },
      to: { path: '^src/sw/', pathNot: '^src/sw/messages\\.ts$' },
    },
    {
      name: 'worker-to-ui',
      comment: 'The service worker has no page to render: no components, features or routes.',
      severity: 'error',
      from: { path: '^src/sw/' },
      to: { path: '^src/(components|features|routes)/' },
    },
    {
      name: 'server-to-ui',
      comment: 'The server shares the contract, the configuration and pure helpers of lib/, never UI code.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(components|features|routes|sw)/' },
    },
    {
      name: 'server-to-scripts',
      comment:
        'The server runs in production; the build, the developer tools and test support (scripts/, tests/) are not shipped with it. Only its own tests may use test support.',
      severity: 'error',
      from: { path: '^server/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be understood one at a time, even when one only names a type of the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
