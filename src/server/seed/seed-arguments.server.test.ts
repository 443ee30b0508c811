import { describe, expect, it } from 'vitest';
import { parseSeedArguments, SEED_USAGE } from './seed-arguments.server';

describe('the arguments of npm run seed', () => {
  it('reads a count, a database and a seed value', () => {
    expect(parseSeedArguments(['--count', '1000000', '--database', 'postgres://postgres@127.0.0.1/demo', '--seed-value', '7'])).toEqual({
      count: 1_000_000,
      database: 'postgres://postgres@127.0.0.1/demo',
      seedValue: 7,
    });
    expect(parseSeedArguments(['--count=1,000'])).toEqual({ count: 1000, database: undefined, seedValue: undefined });
    expect(parseSeedArguments(['--count', '1_000_000', '--database', 'demo.sqlite'])).toEqual({ count: 1_000_000, database: 'demo.sqlite', seedValue: undefined });
  });

  it.each([
    [[], 'Say how many assessments to add with --count, for example --count 100000.'],
    [['--count', 'lots'], '--count must be a whole number of at least 1, not "lots".'],
    [['--count', '0'], '--count must be a whole number of at least 1, not "0".'],
    [['--count=-5'], '--count must be a whole number of at least 1, not "-5".'],
    [['--count', '2.5'], '--count must be a whole number of at least 1, not "2.5".'],
    [['--count', '10', '--colour', 'blue'], "Unknown option '--colour'."],
    [['--count', '10', 'extra'], "Unexpected argument 'extra'. This command does not take positional arguments."],
    [['--count'], "Option '--count <value>' argument missing."],
    [['--count', '10', '--seed-value', 'abc'], '--seed-value must be a whole number from 0 to 4294967295, not "abc".'],
    [['--count', '10', '--database', ' '], '--database needs a postgres:// URL or the path of an SQLite file.'],
  ])('refuses %j in words, with the usage', (args, message) => {
    expect(() => parseSeedArguments(args)).toThrow(`${message}\n${SEED_USAGE}`);
  });

  it('says how to give a count that starts with a dash', () => {
    expect(() => parseSeedArguments(['--count', '-5'])).toThrow("Option '--count' argument is ambiguous.\nDid you forget to specify the option argument for '--count'?");
  });
});
