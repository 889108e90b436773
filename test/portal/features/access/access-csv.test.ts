import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { csvCell, toCsv } from '../../../../src/portal/features/access-history/access-csv.ts';

const csv = suite('access history CSV');

csv('a cell a spreadsheet would run as a formula gets a leading apostrophe', () => {
  for (const text of ['=1+1', '+33 600', '-2', '@SUM(A1)', '\tx', '\rx']) assert.ok(csvCell(text).replace(/^"/, '').startsWith(`'${text[0]}`), text);
  assert.is(csvCell('=HYPERLINK("http://x")'), '"\'=HYPERLINK(""http://x"")"');
  assert.is(csvCell('NOR-1003'), 'NOR-1003');
  assert.is(csvCell(null), '');
  assert.is(csvCell(7), '7');
});

csv('quotes cells with commas, quotes or line ends, and ends every row with CRLF', () => {
  assert.is(toCsv(['When', 'Who'], [['2026-11-20', 'Núñez, Martín'], ['x', 'say "hi"\nthere']]), 'When,Who\r\n2026-11-20,"Núñez, Martín"\r\nx,"say ""hi""\nthere"\r\n');
});

csv.run();
