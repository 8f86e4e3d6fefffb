// Command-line options of the operator scripts (backup, restore): node's parseArgs with the same answers to a
// mistake (the message and the usage, exit 2) and to --help (the usage, exit 0).
import { parseArgs } from 'node:util';

export function cliOptions(usage, config) {
  let parsed;
  try {
    parsed = parseArgs({ ...config, options: { ...config.options, help: { type: 'boolean' } } });
  } catch (err) {
    console.error(`${err.message}\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}
