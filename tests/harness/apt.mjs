// Installs a Debian package for the test command when a tool it needs is missing (Chromium, Java), as root or with
// passwordless sudo. Returns false, having said why, when that cannot be done here.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function installDebianPackage(name, why) {
  if (!existsSync('/usr/bin/apt-get')) {
    console.error(`${why}, and apt-get is not available: install ${name} by hand.`)
    return false
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? [] : ['sudo', '-n']
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args]
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  try {
    console.log(`${why}: installing Debian's ${name} package…`)
    run(['apt-get', 'update', '-qq'])
    run(['apt-get', 'install', '-y', '-qq', name])
    return true
  } catch {
    console.error(`Installing ${name} with apt-get failed. Install it by hand (apt-get install ${name}).`)
    return false
  }
}
