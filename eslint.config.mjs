import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// The floors of the house (docs/architecture.md, "Code map"): pages and components on top, lib/ below them, and in lib/ the
// NDJSON store at the bottom, shared by the site's local backend and the local Content Lake. An import never runs
// back up a floor, and no module imports itself through a circle. Each rule has a fixture that breaks it
// (tests/lint/layers.test.ts), so a rule that stops working fails the tests.
const pageCode = ['./app', './components']
export const layerZones = [
  { target: './lib', from: pageCode, message: 'lib/ is below pages and components: move the shared code into lib/.' },
  {
    target: './packages/local-lake',
    from: [...pageCode, './lib/content'],
    message: 'The local Content Lake serves the Sanity API; it does not render pages or read through the site.',
  },
  {
    target: './packages/local-lake/dataset',
    from: [...pageCode, './lib/content', './lib/site', './studio', './scripts'],
    message: 'The NDJSON store is shared by the site and the lake and imports neither.',
  },
  {
    target: './packages/local-lake/dataset',
    from: './packages/local-lake',
    except: ['./dataset'],
    message: 'The NDJSON store is shared by the site and the lake and imports neither.',
  },
]

// The rooms of content and its editing (docs/architecture.md): the Studio builds on schemas/ (types and their rules),
// which build on lib/; the seed in content/ is data. Tests are not rooms: a check may read the seed or the Studio.
export const roomZones = [
  {
    target: './lib',
    from: ['./studio', './schemas', './content'],
    message: 'lib/ is the site: the Studio, the schema types and the seed content build on it, not it on them.',
  },
  {
    target: './schemas',
    from: [...pageCode, './studio', './content'],
    message: 'schemas/ (types and their validation rules in schemas/rules) is below the Studio: the Studio imports it.',
  },
]

/** Outside the package, the local Content Lake is imported by its name through the entries its package.json exports. */
const lakeByName = {
  group: [
    '**/packages/local-lake',
    '**/packages/local-lake/**',
    '@health-site/local-lake/*',
    '!@health-site/local-lake/files',
  ],
  message:
    "Import the local Content Lake by its package name, through the entries it exports: '@health-site/local-lake' (the lake) or '@health-site/local-lake/files' (its dataset files).",
}

// Public APIs only (docs/architecture.md, "Serving"): what Next, React and Node document, nothing they keep to
// themselves, and no hidden wiring between our own modules. Each entry has a planted violation in
// tests/lint/public-apis.test.ts that must fail.
const nextDist = (node) => `${node}[value=/^next\\/dist\\//]`
export const publicApiRules = {
  nextDist: [
    {
      selector: `ImportDeclaration > ${nextDist('Literal.source')}`,
      message:
        'next/dist/* is Next.js internals: use its documented entries (next/server, next/navigation, next/headers, next/cache...).',
    },
    {
      selector: `ImportExpression > ${nextDist('Literal.source')}`,
      message: 'next/dist/* is Next.js internals: use its documented entries.',
    },
    {
      selector: `CallExpression > ${nextDist('Literal.arguments')}`,
      message: 'next/dist/* is Next.js internals (required by path): use its documented entries.',
    },
  ],
  others: [
    { selector: 'Identifier[name=/^__NEXT_PRIVATE_/]', message: '__NEXT_PRIVATE_* is Next.js internals.' },
    { selector: 'Literal[value=/__NEXT_PRIVATE_/]', message: '__NEXT_PRIVATE_* is Next.js internals.' },
    {
      selector: 'Literal[value=/^__react(Container|Fiber|Props|Events)/]',
      message: "React's internals: wait for a public marker the page sets (e.g. <html data-hydrated>).",
    },
    {
      selector: 'Identifier[name=/^(isDehydrated|memoizedState|stateNode)$/]',
      message: "React's internals: wait for a public marker the page sets (e.g. <html data-hydrated>).",
    },
    {
      selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
      message:
        'No globalThis symbols between modules: an import, or a documented hook (instrumentation.ts register, cacheHandler).',
    },
    {
      selector: "MemberExpression[computed=true][object.name='globalThis']",
      message: 'No globalThis slots between modules: an import, or a documented hook.',
    },
    {
      selector: "MemberExpression[computed=true][object.type='TSAsExpression'][object.expression.name='globalThis']",
      message: 'No globalThis slots between modules: an import, or a documented hook.',
    },
    {
      selector:
        'AssignmentExpression > MemberExpression.left[property.name=/^(writeHead|write|end|setHeader|flushHeaders)$/]',
      message: "No patching of Node's response (Next writes it; rewriting Next's HTML is not ours to do).",
    },
    {
      selector: "MemberExpression[property.name='getRequestHandler']",
      message:
        "No server of ours wraps Next's request handler: run Next's own server (next start, standalone server.js).",
    },
    {
      selector: "MemberExpression[property.name='setFlagsFromString']",
      message: "V8 flags go where the process starts (NODE_OPTIONS or node's command line), never changed at run time.",
    },
  ],
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The files eslint-config-next gives the import plugin to.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    // Only our own modules are followed for cycles: parsing Sanity's and Next's type declarations made lint many
    // times slower (docs/performance.md, "Figures behind the code").
    settings: { 'import/ignore': ['node_modules', '\\.d\\.ts$', 'sanity\\.types\\.ts$'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // basePath: zones are folders of this project wherever lint is started from.
      'import/no-restricted-paths': ['error', { zones: layerZones, basePath: import.meta.dirname }],
    },
  },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...roomZones], basePath: import.meta.dirname }],
    },
  },
  {
    // Links go through components/ui/Link (no viewport prefetching); see the comment there. The site reaches the
    // local Content Lake package only by its name, through the entries its package.json exports
    // (`@health-site/local-lake`, the lake; `@health-site/local-lake/files`, its dataset files): never by a path.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/Link'." }],
          patterns: [lakeByName],
        },
      ],
    },
  },
  {
    // The lake is a package of its own: it imports nothing from the site, and its tests run on its own harness
    // (packages/local-lake/test-support, its vitest configs), not the site's tests/support.
    files: ['packages/local-lake/**/*.{ts,mts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '../../*'],
              message: 'The local Content Lake imports nothing from the site: pass what it needs as configuration.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test harnesses (tests/) keep the next/link rule and reach the lake as the site does: by its
    // package name, through its exported entries (its write-ahead log's name and its sign-in page's title are there).
    files: ['tests/**/*.{ts,mts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/Link'." }],
          patterns: [lakeByName],
        },
      ],
    },
  },
  { files: ['components/ui/Link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    // These name what they forbid.
    ignores: ['eslint.config.mjs', 'tests/lint/public-apis.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...publicApiRules.nextDist, ...publicApiRules.others] },
  },
  {
    ignores: [
      '.next/**',
      '.next-test/**',
      '.next-own-test/**',
      'node_modules/**',
      'sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
      'dist/**',
      'next-env.d.ts',
      // Deliberately broken code that the lint-rule tests feed to ESLint.
      'tests/lint/fixtures/**',
    ],
  },
]
export default config
