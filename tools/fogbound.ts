#!/usr/bin/env node
/**
 * The `fogbound` command-line tool: `npm run fogbound -- <command>`. Built on src-shared,
 * so everything it reports comes from the same engine and validators as the app.
 */
import { installPlatformSha256 } from '../src-main/platform-sha256'
import { runCli } from './cli'
import { commands } from './commands'

// Save verification and replay hash states: use node's SHA-256 (identical output, much faster).
installPlatformSha256()

const io = {
  out: (line: string) => process.stdout.write(`${line}\n`),
  err: (line: string) => process.stderr.write(`${line}\n`),
}

runCli(process.argv.slice(2), commands, io).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`fogbound: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exitCode = 1
  },
)
