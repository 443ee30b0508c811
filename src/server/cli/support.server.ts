/**
 * `npm run support`: the support command (support-command.server.ts) with this process's arguments, environment
 * and standard streams; a terminal on standard input is asked for a password without echo.
 */
import { runSupportCommand } from './support-command.server';

process.exitCode = await runSupportCommand({ args: process.argv.slice(2), env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
