import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Files that replace modules (vi.mock), stub the environment or reset the module graph need a fresh module
// registry; everything else shares one per worker, which is what keeps the suite within seconds on two cores
// (per-file re-imports of React, groq-js and Sanity were two thirds of its time).
const needsIsolation = [
  'lib/content/preview-secret.test.ts',
  'app/api/revalidate/route.test.ts',
  'lib/content/revalidation.test.ts',
  'studio/review-actions.test.ts',
  // Replaces Sanity's client for the translation badge.
  'studio/translation-badge.test.tsx',
  // Replaces Sanity's hooks for the layers the Studio and its forms wait for.
  'studio/settle-gate.test.tsx',
  // Each replaces Sanity's module with its own client or hooks: sharing one module registry, a file run after
  // another got the other's ("client.fetch is not a function"), depending on the order.
  'studio/approve-form.test.tsx',
  'studio/delete-action.test.tsx',
  'studio/publish-handover.test.tsx',
  // Its current-page mark reads the mocked usePathname: another file that loaded next/navigation first (next/image
  // does) would give it the real one.
  'components/layout/MainNav.test.tsx',
  // Mocks next/headers' draftMode: a file that loaded ./editor first would give it the real one.
  'lib/content/editor.test.ts',
  // Mocks the content reads and counts the index builds.
  'lib/content/search.test.ts',
  // Mocks the content reads (the blog box's answer on the seed).
  'lib/content/blog-search.test.ts',
]

// Unit tests live beside the code they test (docs/architecture.md, "Code map"); e2e and resilience suites live under tests/.
const unitTests = [
  '{app,components,lib,packages,schemas,scripts,studio}/**/*.test.{ts,tsx}',
  'proxy.test.ts',
  'tests/lint/*.test.ts',
]

const shared = {
  oxc: { jsx: { runtime: 'automatic' as const } },
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside React's server bundle; in unit tests the guard has nothing to guard.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
}

const testDefaults = {
  environment: 'node' as const,
  testTimeout: 20_000,
  hookTimeout: 120_000,
  // A test that asserts nothing fails (every test can fail); a check that only must not throw says so with
  // expect(...).not.toThrow().
  expect: { requireAssertions: true },
}

export default defineConfig({
  ...shared,
  test: {
    projects: [
      {
        ...shared,
        test: {
          ...testDefaults,
          name: 'unit',
          include: unitTests,
          // The lake package's tests run on its own harness and configs (packages/local-lake, `npm test` there, which
          // `npm run test:unit` runs after this suite).
          exclude: [...needsIsolation, 'packages/local-lake/**'],
          isolate: false,
        },
      },
      {
        // The content checks (content/checks): facts of the seed content, run by `npm run check:content`, so that an
        // editor's rewording and a developer's code change each turn a suite red that names its own room.
        ...shared,
        test: { ...testDefaults, name: 'content', include: ['content/checks/**/*.test.{ts,tsx}'], isolate: false },
      },
      {
        ...shared,
        test: { ...testDefaults, name: 'unit-isolated', include: needsIsolation, isolate: true },
      },
    ],
  },
})
