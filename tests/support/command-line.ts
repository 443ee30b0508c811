import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { CommandInput, CommandIo } from '../../src/server/cli/command-io.server';

/** How a command ended: its exit status and what it wrote to standard output and standard error. */
export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command-line command in the test's own process: no TypeScript process to start, so a call costs what the
 * command does. The environment is the test's with `env` over it, as a child process would be given.
 */
export async function runInProcess(
  command: (io: CommandIo & { stdin: CommandInput }) => Promise<number>,
  args: string[],
  env: Record<string, string>,
  input = '',
): Promise<CommandResult> {
  let stdout = '';
  let stderr = '';
  const status = await command({
    args,
    env: { ...process.env, ...env },
    stdin: input,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { status, stdout, stderr };
}

/**
 * Runs the real entry file through tsx (`tsx <file> <args>`; its npm script runs the same file bundled into
 * dist/cli/), in a process of its own: the test of the wiring to the process's arguments, environment, standard
 * streams and exit status. Each call starts a TypeScript process, seconds of work on a busy machine, so each command
 * has one such test and the rest run in process.
 */
export function runScript(file: string, args: string[], env: Record<string, string>, input = ''): CommandResult {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), [file, ...args], { env: { ...process.env, ...env }, input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
