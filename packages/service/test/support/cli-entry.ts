// Runs the CLI from source, in this process, so signals reach it directly (no build, no tsx wrapper process).
import { main } from '../../src/cli/index';

process.exitCode = await main(process.argv.slice(2));
