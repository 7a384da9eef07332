/**
 * GET /healthz for the load balancer and the container's health check: 200 while this process serves. It reads
 * nothing (no Redis, no content backend), so a slow dependency never takes every instance out at once. While Next's
 * server drains on SIGTERM its port is closed, so the check fails and the balancer moves on.
 */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
