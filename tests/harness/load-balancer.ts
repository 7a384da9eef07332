// nginx as the edge on this machine, for tests and benchmarks: Debian's nginx (installed through apt when missing, as
// Chromium is) running deploy/nginx/edge.conf and site.conf, the files compose.yaml's nginx runs, with its own port,
// host names and upstream addresses, and its cache and socket under a temporary prefix, as nginx.conf lays them out:
// a default server answering 400 to any other Host. Nothing is written outside a temporary folder.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { installDebianPackage } from './apt.mjs'
import { root } from '../../scripts/page-paths'

const NGINX = '/usr/sbin/nginx'
const MODULES = '/usr/lib/nginx/modules'
const BROTLI = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']

/** Debian's nginx and its Brotli modules, installed when missing; throws when that cannot be done. */
export function ensureNginx(): void {
  const wants: [string, string][] = [
    ['nginx', NGINX],
    ['libnginx-mod-http-brotli-filter', path.join(MODULES, BROTLI[0]!)],
    ['libnginx-mod-http-brotli-static', path.join(MODULES, BROTLI[1]!)],
  ]
  for (const [pkg, file] of wants)
    if (!existsSync(file) && !installDebianPackage(pkg, `${file} is missing`))
      throw new Error(`nginx is needed here: apt-get install ${pkg}`)
}

export type LoadBalancer = { origin: string; dir: string; stop: () => Promise<void>; child: ChildProcess }

/** The names the site's server answers to here (compose: SITE_HOSTS); any other Host gets the default server's 400. */
export const EDGE_TEST_HOSTS = ['127.0.0.1', 'localhost']

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams` (host:port). `http` adds directives to its http block
 * (e.g. another server block for a benchmark), `server` replaces the site's server contents (without the edge's
 * shared parts, edge.conf).
 */
export async function startNginx(options: {
  port: number
  upstreams?: string[]
  workers?: number
  http?: string
  server?: string
}): Promise<LoadBalancer> {
  ensureNginx()
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  const upstream = options.upstreams?.length
    ? `upstream site {\n${options.upstreams.map((u) => `  server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}\n  keepalive 32;\n  keepalive_timeout 4s;\n}`
    : ''
  const server = options.server ?? `include ${path.join(root, 'deploy/nginx/site.conf')};`
  // edge.conf as compose runs it, its cache and the compressor's socket moved under the temporary folder.
  const edge = options.server
    ? ''
    : readFileSync(path.join(root, 'deploy/nginx/edge.conf'), 'utf8')
        .replaceAll('/var/cache/nginx/', `${dir}/cache/`)
        .replaceAll('/run/nginx-edge.sock', `${dir}/edge.sock`)
  writeFileSync(path.join(dir, 'edge.conf'), edge)
  // The headers of nginx's own answers, where the configurations include them from (compose: /etc/nginx/site/).
  mkdirSync(path.join(dir, 'site'))
  // And every language's search locations (written from the route table: scripts/edge-search.ts).
  for (const name of ['answer-headers.conf', 'search-pages.conf', 'search-bounds.conf'])
    copyFileSync(path.join(root, 'deploy/nginx', name), path.join(dir, 'site', name))
  mkdirSync(path.join(dir, 'cache'))
  const config = `
${BROTLI.map((m) => `load_module ${path.join(MODULES, m)};`).join('\n')}
${/* As root, nginx's workers would run as nobody, who cannot read or write this temporary folder. */ ''}
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes ${options.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${upstream}
  include ${dir}/edge.conf;
  server {
    listen 127.0.0.1:${options.port} default_server;
    server_name _;
    client_header_timeout 5s;
    default_type "text/plain; charset=utf-8";
    include site/answer-headers.conf;
    return 400 "Unknown host.\n";
  }
  server {
    listen 127.0.0.1:${options.port};
    server_name ${EDGE_TEST_HOSTS.join(' ')};
    ${server}
  }
  ${options.http ?? ''}
}
`
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, config)
  try {
    execFileSync(NGINX, ['-t', '-q', '-c', file, '-p', dir], { stdio: 'pipe' })
  } catch (error) {
    throw new Error(`nginx refused its configuration:\n${String((error as { stderr?: Buffer }).stderr ?? error)}`)
  }
  const child = spawn(NGINX, ['-c', file, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] })
  const origin = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await fetch(`${origin}/nginx-health`)
      break
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : ''
        throw new Error(`nginx did not start:\n${log}`)
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    origin,
    dir,
    child,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        }
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGQUIT')
      }),
  }
}
