import { describe, expect, it } from 'vitest';
import { describeNameForm, findNameProblems, splitNames } from './name-list';

describe('splitNames', () => {
  it('splits on commas, spaces and new lines', () => {
    expect(splitNames(' golos, @golos\nalice@golos  bob@@cyber ,,')).toEqual([
      'golos',
      '@golos',
      'alice@golos',
      'bob@@cyber',
    ]);
    expect(splitNames('')).toEqual([]);
  });
});

describe('findNameProblems', () => {
  it('names the position and input of each invalid form', () => {
    const problems = findNameProblems(['golos', 'a@@@b', 'ok@golos', 'x@y@z']);
    expect(problems.map((p) => [p.position, p.input])).toEqual([
      [2, 'a@@@b'],
      [4, 'x@y@z'],
    ]);
    expect(problems[0]?.problem).toMatch(/too many "@"/);
  });

  it('accepts the four valid forms', () => {
    expect(findNameProblems(['golos', '@golos', 'alice@golos', 'alice@@cyber'])).toEqual([]);
  });
});

describe('describeNameForm', () => {
  it('says what each form looks up', () => {
    expect(describeNameForm('golos')).toBe('domain');
    expect(describeNameForm('@golos')).toBe('domain');
    expect(describeNameForm('a@golos')).toBe('username in a domain');
    expect(describeNameForm('a@@cyber')).toBe('username in an account scope');
  });
});
