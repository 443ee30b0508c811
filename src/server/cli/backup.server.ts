/**
 * `npm run backup` and `npm run restore`: the backup command (backup-command.server.ts) with this process's
 * arguments, environment and standard streams.
 */
import { runBackupCommand } from './backup-command.server';

process.exitCode = await runBackupCommand({ args: process.argv.slice(2), env: process.env, stdout: process.stdout, stderr: process.stderr });
