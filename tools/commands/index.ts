import type { CliCommand } from '../cli-io'
import { versionCommand } from './version'

/** Every `fogbound` sub-command, in the order `--help` lists them. */
export const commands: CliCommand[] = [versionCommand]
