/**
 * `npm run seed`: the seed command (seed-command.server.ts) with this process's arguments, environment and
 * standard streams.
 */
import { runSeedCommand } from './seed-command.server';

process.exitCode = await runSeedCommand({ args: process.argv.slice(2), env: process.env, stdout: process.stdout, stderr: process.stderr });
