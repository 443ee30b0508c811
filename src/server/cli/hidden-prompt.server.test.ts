import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { readHiddenLine, type PromptInput } from './hidden-prompt.server';

/** A stand-in terminal that records whether raw mode (no echo) was on while keys arrived. */
class FakeTerminal extends EventEmitter implements PromptInput {
  isTTY = true;
  raw = false;
  rawWhileTyping: boolean[] = [];
  setRawMode(mode: boolean) {
    this.raw = mode;
  }
  resume() {}
  pause() {}
  type(keys: string) {
    this.rawWhileTyping.push(this.raw);
    this.emit('data', Buffer.from(keys));
  }
}

describe('readHiddenLine', () => {
  it('reads a password with raw mode on, shows none of it, and honours Backspace', async () => {
    const terminal = new FakeTerminal();
    let shown = '';
    const answer = readHiddenLine('New password: ', terminal, { write: (text: string) => (shown += text) });
    terminal.type('Secr3t-Passw0rdX');
    terminal.type('\u007f!');
    terminal.type('\r');
    expect(await answer).toBe('Secr3t-Passw0rd!');
    expect(shown).toBe('New password: \n');
    expect(terminal.rawWhileTyping).toEqual([true, true, true]);
    expect(terminal.raw).toBe(false);
  });

  it('cancels on Ctrl-C and gives the terminal back', async () => {
    const terminal = new FakeTerminal();
    const answer = readHiddenLine('New password: ', terminal, { write: () => undefined });
    terminal.type('abc\u0003');
    await expect(answer).rejects.toThrow('Cancelled: no password was set.');
    expect(terminal.raw).toBe(false);
  });

  it('ignores arrow keys, and gives up when the input ends', async () => {
    const terminal = new FakeTerminal();
    const answer = readHiddenLine('New password: ', terminal, { write: () => undefined });
    terminal.type('ab\u001b[Dc\u001bOA\r');
    expect(await answer).toBe('abc');
    const closed = new FakeTerminal();
    const pending = readHiddenLine('New password: ', closed, { write: () => undefined });
    closed.emit('end');
    await expect(pending).rejects.toThrow('Cancelled: the input ended before a password was typed.');
    expect(closed.raw).toBe(false);
  });
});
