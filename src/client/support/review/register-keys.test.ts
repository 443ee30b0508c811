import { describe, expect, it } from 'vitest';
import { escapeLeftToField, movedIndex, registerKey } from './register-keys';
import { assessorCell, fileCountText, levelsInWords, respondentCell } from './register-cells';

const key = (name: string, modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) =>
  registerKey({ key: name, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

describe('the register’s keys', () => {
  it('move with the arrows, Home and End; set an outcome with a digit; agree with A; select with X; leave modified keys alone', () => {
    expect(key('ArrowDown')).toEqual({ move: 'next' });
    expect(key('End')).toEqual({ move: 'last' });
    expect(key('1')).toEqual({ outcome: 'effective' });
    expect(key('3')).toEqual({ outcome: 'ineffective' });
    expect(key('7')).toEqual({ outcome: 'not-assessed' });
    expect(key('8')).toBeUndefined();
    expect(key('A')).toEqual({ agree: true });
    expect(key('x')).toEqual({ select: true });
    expect(key('a', { ctrlKey: true })).toBeUndefined();
    expect(key('Enter')).toBeUndefined();
  });

  it('leave Escape to a field typed into, a select or the form asking for evidence, and close the row from anywhere else', () => {
    const on = (tagName: string, type = '', inAskForEvidence = false) => escapeLeftToField({ tagName, type, inAskForEvidence });
    expect(on('TEXTAREA')).toBe(true);
    expect(on('SELECT', 'select-one')).toBe(true);
    expect(on('INPUT', 'text')).toBe(true);
    expect(on('INPUT', 'date')).toBe(true);
    expect(on('BUTTON', 'submit', true)).toBe(true);
    expect(on('BUTTON', 'button')).toBe(false);
    expect(on('INPUT', 'radio')).toBe(false);
    expect(on('INPUT', 'checkbox')).toBe(false);
    expect(on('INPUT', 'file')).toBe(false);
  });

  it('stay put at either end', () => {
    expect(movedIndex(0, 5, 'previous')).toBe(0);
    expect(movedIndex(4, 5, 'next')).toBe(4);
    expect(movedIndex(2, 5, 'next')).toBe(3);
    expect(movedIndex(2, 5, 'first')).toBe(0);
  });
});

describe('the register’s cells', () => {
  it('say the respondent’s outcome, grade and files, and the assessor’s outcome, method and grade', () => {
    expect(respondentCell({ answer: { outcome: 'effective', evidence: '', evidenceQuality: 'good' } }, 2, '2026-11-27')).toEqual({ outcome: 'Effective', detail: 'Good · 2 files' });
    expect(respondentCell({ answer: undefined }, 0, '2026-11-27')).toEqual({ outcome: 'Not assessed', detail: 'Not graded · no file' });
    expect(assessorCell(undefined)).toEqual({ outcome: 'No finding', detail: '' });
    expect(fileCountText(1)).toBe('1 file');
    expect(levelsInWords({ levels: [1, 2, 3] })).toBe('Maturity Level One, Two and Three');
  });
});
