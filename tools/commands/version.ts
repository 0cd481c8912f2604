import type { CliCommand } from '../cli-io'
import { appVersion } from '../app-version'

export const versionCommand: CliCommand = {
  name: 'version',
  summary: 'print the Fogbound version',
  usage: 'fogbound version',
  run(args, io) {
    if (args.length > 0) {
      io.err(`version takes no arguments`)
      return 2
    }
    io.out(`Fogbound ${appVersion()}`)
    return 0
  },
}
