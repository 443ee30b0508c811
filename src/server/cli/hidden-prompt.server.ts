/** The terminal the prompt reads from: raw mode stops the terminal echoing what is typed. */
export interface PromptInput extends NodeJS.EventEmitter {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  resume(): unknown;
  pause(): unknown;
}

/**
 * Asks for a secret on a terminal without showing it: the terminal is put in raw mode, so typed
 * characters are not echoed; Backspace removes the last one, Enter ends, Ctrl-C or Ctrl-D cancels
 * (rejects), and so does the input ending; arrow and function keys are ignored. The question and a
 * line break are the only output.
 */
export function readHiddenLine(question: string, input: PromptInput, output: { write(text: string): unknown }): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    output.write(question);
    input.setRawMode?.(true);
    input.resume();
    const finish = (outcome: () => void) => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.removeListener('error', onEnd);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      outcome();
    };
    const onEnd = () => finish(() => reject(new Error('Cancelled: the input ended before a password was typed.')));
    const onData = (chunk: Buffer | string) => {
      // Arrow and other function keys arrive as escape sequences (ESC [ … letter): none is part of a password.
      // eslint-disable-next-line no-control-regex -- matching the escape character is the point
      for (const character of chunk.toString().replace(/\u001b(\[[0-9;]*[A-Za-z~]|O[A-Za-z]|.)?/g, '')) {
        if (character === '\r' || character === '\n') return finish(() => resolve(typed));
        if (character === '\u0003' || character === '\u0004') return finish(() => reject(new Error('Cancelled: no password was set.')));
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else if (!/\p{Cc}/u.test(character)) typed += character;
      }
    };
    input.on('data', onData);
    input.once('end', onEnd);
    input.once('error', onEnd);
  });
}
