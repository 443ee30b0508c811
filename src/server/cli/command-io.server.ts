import type { PromptInput } from './hidden-prompt.server';

/** Where a command writes its lines: standard output or standard error, or a test's string. */
export interface CommandOutput {
  write(text: string): unknown;
}

/**
 * What a command-line command is given: its arguments (without node and the script), the environment it reads its
 * settings from, and where it writes. The entry file passes the process's own; a test passes its own values and
 * collects the output, so the command runs in the test's process.
 */
export interface CommandIo {
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  stdout: CommandOutput;
  stderr: CommandOutput;
}

/**
 * Standard input: text piped in, given whole (a test), or the process's stream — a terminal to prompt on
 * without echo, or a pipe read to its end.
 */
export type CommandInput = string | (PromptInput & AsyncIterable<Buffer | string>);

/** Writes a line, as console.log and console.error do with one string. */
export function writeLine(output: CommandOutput, line: string): void {
  output.write(`${line}\n`);
}

/** A failure as the commands print it: the message alone, without a stack. */
function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs a command's work and answers its exit status: 0 when it finishes, 1 when it throws, with the failure on standard error. */
export async function exitStatusOf(work: () => Promise<void>, stderr: CommandOutput): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    writeLine(stderr, failureText(error));
    return 1;
  }
}
