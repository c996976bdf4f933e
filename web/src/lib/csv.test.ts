// CSV cells: RFC 4180 quoting, formula neutralising (CSV injection), CRLF rows and the dated file name.
import { describe, expect, it } from 'vitest';
import { csvCell, datedCsvFileName, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    [12345678, '12345678'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['a;b', '"a;b"'],
    ['tab\there', '"tab\there"'],
    ['x;=1+1@e.co', '"x;=1+1@e.co"'],
  ])('writes %o as %o', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', `"'\t=1"`],
    ['=1;2', `"'=1;2"`],
    ['-', "'-"],
    ['-1e3', "'-1e3"],
    ['--12', "'--12"],
    ['-12.00.1', "'-12.00.1"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['\r=1', `"'\r=1"`],
    ['=a,b', `"'=a,b"`],
  ])('neutralises the formula %o as %o', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['-12.00', '-12.00'],
    ['+5', '+5'],
    ['-0.5', '-0.5'],
    [-49, '-49'],
    [-12.5, '-12.5'],
  ])('keeps the plain number %o a number: %o', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves those characters alone anywhere but at the start', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell(' =1')).toBe(' =1');
  });
});

describe('toCsv', () => {
  it('writes the header, then one line per row, separated by CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['a', 'x,y'],
          ['=b', null],
        ],
      ),
    ).toBe('Name,Note\r\na,"x,y"\r\n\'=b,');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('A,B');
  });
});

describe('datedCsvFileName', () => {
  it('names the file with the local date, zero-padded', () => {
    expect(datedCsvFileName('licenses', new Date(2026, 0, 5, 23, 59))).toBe('licenses-2026-01-05.csv');
    expect(datedCsvFileName('users', new Date(2026, 11, 31, 0, 0))).toBe('users-2026-12-31.csv');
  });
});
