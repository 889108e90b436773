import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { csvCell, toCsv } from '../../../../src/portal/lib/csv/csv.ts';

const csv = suite('CSV cells and documents');

/** What a spreadsheet that ignores the quotes sees: the fields after splitting on `separator`. */
const fieldsOf = (line: string, separator: RegExp) => line.split(separator).map((field) => field.replace(/^[ "]+/, ''));

const formulaStart = /^[=+\-@\t\r]/;

csv('every cell is quoted, a quote inside doubled', () => {
  assert.is(csvCell('NOR-1003'), '"NOR-1003"');
  assert.is(csvCell(7), '"7"');
  assert.is(csvCell(null), '""');
  assert.is(csvCell('say "hi"'), '"say ""hi"""');
});

csv('a cell a spreadsheet would run as a formula gets a leading apostrophe', () => {
  for (const text of ['=1+1', '+33 600', '-2', '@SUM(A1)', '\tx', '\rx']) assert.is(csvCell(text), `"'${text}"`, JSON.stringify(text));
  assert.is(csvCell('=HYPERLINK("http://x")'), '"\'=HYPERLINK(""http://x"")"');
});

csv('no part of a cell begins a formula when a spreadsheet splits it again on , or ; (Spanish Excel splits on ;)', () => {
  const attacks = ['Núñez;=1+1', 'a,=HYPERLINK("http://x")', 'x; +cmd', 'a;"=1+1"', 'a,@SUM(A1)', 'Ana;-2+3', 'a;\t=1', 'a\n=1+1', 'ok,fine;also fine'];
  for (const attack of attacks) {
    const cell = csvCell(attack);
    for (const separator of [/,/, /;/, /[,;]/, /[\r\n]+/]) {
      for (const field of fieldsOf(cell, separator)) assert.not.ok(formulaStart.test(field), `${JSON.stringify(attack)} split on ${separator}: ${JSON.stringify(field)}`);
    }
  }
  // Nothing else is changed: a harmless cell keeps its text, a neutralised one only gains apostrophes.
  assert.is(csvCell('ok,fine;also fine'), '"ok,fine;also fine"');
  assert.is(csvCell('Núñez;=1+1'), '"Núñez;\'=1+1"');
  assert.is(csvCell('x; +cmd'), '"x;\' +cmd"');
});

csv('a document is a header row, then one row per record, every row ending with CRLF', () => {
  assert.is(toCsv(['When', 'Who'], [['2026-11-20', 'Núñez, Martín'], ['x', 'say "hi"\nthere']]), '"When","Who"\r\n"2026-11-20","Núñez, Martín"\r\n"x","say ""hi""\nthere"\r\n');
});

csv.run();
