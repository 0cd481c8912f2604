import { EXIT_USAGE, UsageError, type CliCommand, type CliIO } from './cli-io'

function helpText(commands: CliCommand[]): string[] {
  const width = Math.max(...commands.map((c) => c.name.length))
  return [
    'Usage: npm run fogbound -- <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `npm run fogbound -- <command> --help` for the options of one command.',
  ]
}

/** Runs one CLI invocation and returns its exit code; never calls process.exit. */
export async function runCli(argv: string[], commands: CliCommand[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const lines = helpText(commands)
    // No command at all is a usage error; asking for help is not.
    if (name === undefined) {
      lines.forEach((l) => io.err(l))
      return EXIT_USAGE
    }
    lines.forEach((l) => io.out(l))
    return 0
  }
  const command = commands.find((c) => c.name === name)
  if (!command) {
    io.err(`fogbound: unknown command '${name}'`)
    helpText(commands).forEach((l) => io.err(l))
    return EXIT_USAGE
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`Usage: ${command.usage}`)
    return 0
  }
  try {
    return await command.run(rest, io)
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`fogbound ${command.name}: ${error.message}`)
      io.err(`Usage: ${command.usage}`)
      return EXIT_USAGE
    }
    throw error
  }
}
