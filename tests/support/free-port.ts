import { createServer } from 'node:net'

/**
 * A port on 127.0.0.1 that no one listens on now, for a server a test or benchmark starts. Its own module, free of the
 * build harness, so a Playwright spec can take it without loading the harness's ES modules.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
