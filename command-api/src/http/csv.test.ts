// CSV cells: RFC 4180 quoting, formula neutralising (CSV injection), CRLF lines and the dated file name.
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, datedCsvFileName } from './csv.js';

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

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'x,y', '=b', null])).toBe('a,"x,y",\'=b,\r\n');
  });

  it('writes an empty line for no cells', () => {
    expect(csvLine([])).toBe('\r\n');
  });
});

describe('datedCsvFileName', () => {
  it('names the file with the UTC date, zero-padded', () => {
    expect(datedCsvFileName('licenses', new Date('2026-01-05T23:59:00Z'))).toBe('licenses-2026-01-05.csv');
    expect(datedCsvFileName('users', new Date('2026-12-31T00:00:00Z'))).toBe('users-2026-12-31.csv');
  });
});
