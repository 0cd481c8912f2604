import type { CliCommand } from '../cli-io'
import { benchCommand } from './bench'
import { islandCommand } from './island-plan'
import { oddsCommand } from './odds'
import { saveCommand } from './save'
import { schemasCommand } from './schemas'
import { simulateCommand } from './simulate'
import { validateCommand } from './validate'
import { versionCommand } from './version'

/** Every `fogbound` sub-command, in the order `--help` lists them. */
export const commands: CliCommand[] = [versionCommand, validateCommand, oddsCommand, islandCommand, simulateCommand, benchCommand, saveCommand, schemasCommand]
