/**
 * The floor under every page's figures: a bare Next.js App Router page (one heading, one paragraph, one client
 * button), built with this project's own `next`, `react` and `react-dom` in a temporary folder and served by
 * `next start`. `npm run bench:pages -- --floor` measures it beside the site's pages, so a reader of the table sees
 * how much of a page's blocking time is the framework's runtime that any page of this stack pays, and how much is
 * the site's (docs/performance.md, "The framework's floor").
 */
import { spawn, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from '../scripts/page-paths'
import { NODE_ARGS, nodeOptions } from '../scripts/site-server'
import { freePort } from '../tests/harness/serve-build'

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true, type: 'module' }),
  // The app sits outside the project, its node_modules a link into it: Turbopack's root must hold both.
  'next.config.mjs': `export default { turbopack: { root: '/' } }\n`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
      resolveJsonModule: true,
      allowJs: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules'],
  }),
  'app/layout.tsx': `export const metadata = { title: 'A bare page', description: 'The framework alone' }
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  'app/Counter.tsx': `'use client'
import { useState } from 'react'
export function Counter() {
  const [n, setN] = useState(0)
  return <button onClick={() => setN(n + 1)}>Pressed {n} times</button>
}
`,
  'app/page.tsx': `import { Counter } from './Counter'
export default function Page() {
  return (<main><h1>A bare Next.js App Router page</h1><p>One paragraph of text and one client component.</p><Counter /></main>)
}
`,
}

/** The `next` command's script, from the package's own `bin` entry: run with the site's Node flags. */
const nextBin = () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')) as {
    bin: { next: string }
  }
  return path.join(root, 'node_modules/next', pkg.bin.next)
}

export type FloorServer = { url: string; pid: number; stop: () => void }

/**
 * Builds the bare page (about a minute) and serves it on a free loopback port. `siteFlags`: with the V8 memory flags
 * the site's server starts with (scripts/site-server.ts), so that memory figures compare like with like.
 */
export async function startNextFloor({ siteFlags = false }: { siteFlags?: boolean } = {}): Promise<FloorServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'next-floor-'))
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  const next = path.join(root, 'node_modules/.bin/next')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  execFileSync(next, ['build'], { cwd: dir, env, stdio: 'ignore' })
  const port = await freePort()
  const start = ['start', '-p', String(port), '-H', '127.0.0.1']
  const child = siteFlags
    ? spawn(process.execPath, [...NODE_ARGS, nextBin(), ...start], {
        cwd: dir,
        env: { ...env, NODE_OPTIONS: nodeOptions(env) },
        stdio: 'ignore',
      })
    : spawn(next, start, { cwd: dir, env, stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}/`
  const stop = () => {
    child.kill()
    rmSync(dir, { recursive: true, force: true })
  }
  for (const deadline = Date.now() + 30_000; ;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { url, pid: child.pid!, stop }
    if (Date.now() > deadline) {
      stop()
      throw new Error(`The bare Next.js page did not answer on ${url} within 30 s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
