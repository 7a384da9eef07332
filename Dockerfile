# syntax=docker/dockerfile:1
# The site as one container image: build with `docker build --build-arg DEPLOYMENT_ID=$(git rev-parse --short=12 HEAD)
# --build-arg NEXT_PUBLIC_SANITY_PROJECT_ID=<id> -t health-site .`; compose.yaml runs two of them behind nginx.
# The runtime stage holds only Next's standalone output (server, traced node_modules, prerendered pages), the static
# files, public/ and the request guard (one file): no sources, no dev dependencies, no npm. tests/deploy/dockerfile.test.ts checks this file
# against hadolint's main rules and starts the server from exactly the files its runtime COPY lines name, because
# no Docker engine runs where the tests run (README "Deploy").

# Node 24 LTS, pinned to a release (hadolint DL3006/DL3007); the same tag in every stage.
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 SANITY_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
# The workspace's manifest (packages/local-lake), so that the install matches the lock file.
COPY packages/local-lake/package.json ./packages/local-lake/
# `npm install`, not `npm ci`, for the reason .ci/run gives; the lock file decides every version either way.
RUN npm install --no-audit --no-fund

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 SANITY_TELEMETRY_DISABLED=1
# The deployment id keeps builds apart behind one load balancer and in the shared cache: pass the commit (the
# context has no .git). NEXT_PUBLIC_* are compiled into the browser's code, so they are build arguments.
ARG DEPLOYMENT_ID
ARG NEXT_PUBLIC_SANITY_PROJECT_ID
ARG NEXT_PUBLIC_SANITY_DATASET
ARG NEXT_PUBLIC_SANITY_API_HOST
ENV DEPLOYMENT_ID=${DEPLOYMENT_ID} \
    NEXT_PUBLIC_SANITY_PROJECT_ID=${NEXT_PUBLIC_SANITY_PROJECT_ID} \
    NEXT_PUBLIC_SANITY_DATASET=${NEXT_PUBLIC_SANITY_DATASET} \
    NEXT_PUBLIC_SANITY_API_HOST=${NEXT_PUBLIC_SANITY_API_HOST}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# `npm run build` also copies the static files and public/ into .next/standalone; the runtime stage copies them itself.
RUN npm run build

FROM node:24.21.0-bookworm-slim AS runtime
WORKDIR /app
# Next's server.js reads PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT (an idle connection's time after an answer). The young
# generation's cap and malloc's settings (scripts/site-server.ts, which npm run start uses too;
# scripts/site-server.test.ts keeps the two the same). Listening on every interface, the server prints one line
# saying it needs the edge in front.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 KEEP_ALIVE_TIMEOUT=5000 \
    NODE_OPTIONS=--max-semi-space-size=8 GLIBC_TUNABLES=glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site --no-create-home site
# The standalone server and what it needs, then the files Next leaves out of it (scripts/assemble-standalone.mjs
# copies the same list, read from here). The server keeps its page cache under .next/cache, so the site user owns .next.
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build --chown=site:site /app/.next/static ./.next/static
COPY --from=build --chown=site:site /app/public ./public
# The request guard, preloaded by the CMD: what Next alone would answer with a 500, a redirect to another host or a
# hang, refused before Next runs (scripts/request-guard.mjs; docs/security.md, "The second line").
COPY --from=build --chown=site:site /app/scripts/request-guard.mjs ./request-guard.mjs
USER site
EXPOSE 3000
# Node, not curl: the slim image has no curl, and the health endpoint reads nothing but the process's own state.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: Next's own standalone server is PID 1, receives SIGTERM itself and drains (closes its port, finishes the
# requests in flight, exits). The V8 flag Node does not accept in NODE_OPTIONS goes here, then the guard
# (scripts/site-server.ts `serverArgs`, which npm run start uses).
CMD ["node", "--heap-growing-percent=25", "--import", "./request-guard.mjs", "server.js"]
