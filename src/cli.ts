import { runCli } from './cli/run-cli.js';

/** Entry point of `npm run cli`; the commands live in cli/run-cli.ts. */
process.exitCode = await runCli(process.argv.slice(2));
