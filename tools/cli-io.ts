/** Where a command writes. Tests pass an in-memory sink; the binary passes process streams. */
export interface CliIO {
  out(line: string): void
  err(line: string): void
}

export interface CliCommand {
  name: string
  /** One line for `--help`. */
  summary: string
  /** Usage lines shown by `fogbound <name> --help` and on usage errors. */
  usage: string
  /** Returns the process exit code: 0 ok, 1 the work found a problem, 2 usage error. */
  run(args: string[], io: CliIO): Promise<number> | number
}

export const EXIT_OK = 0
export const EXIT_PROBLEM = 1
export const EXIT_USAGE = 2

/** Thrown by argument parsing; turned into exit code 2 with the command's usage. */
export class UsageError extends Error {}
