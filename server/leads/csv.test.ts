import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes what needs quoting and leaves the rest alone', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell('Bakery, Inc.')).toBe('"Bakery, Inc."');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23T10:00:00.000Z');
  });

  it('keeps formulas a visitor typed from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell('+1 832 555 0142')).toBe("'+1 832 555 0142");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes a header and one CRLF-ended line per row', () => {
    const rows = [{ name: 'Ada', email: 'ada@example.com' }, { name: '=1+1', email: null }];
    expect(toCsv(rows, [{ header: 'Name', value: (row) => row.name }, { header: 'E-mail', value: (row) => row.email }])).toBe(
      "Name,E-mail\r\nAda,ada@example.com\r\n'=1+1,\r\n",
    );
  });
});
