import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes what needs quoting and leaves the rest alone', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell('Bakery, Inc.')).toBe('"Bakery, Inc."');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23T10:00:00.000Z');
  });

  it('keeps line breaks only in a multi-line cell, as quoted line feeds', () => {
    expect(csvCell('two\r\nlines', { multiLine: true })).toBe('"two\nlines"');
    expect(csvCell('two\u2028lines', { multiLine: true })).toBe('"two\nlines"');
    expect(csvCell('Eve\r\nE-mail: attacker@example.com')).toBe('Eve E-mail: attacker@example.com');
  });

  it('shows control, bidi and zero-width characters instead of passing them on', () => {
    expect(csvCell('Eve\u202egnp.exe')).toBe('Eve[U+202E]gnp.exe');
    expect(csvCell('zero\u200bwidth\ufeff', { multiLine: true })).toBe('zero[U+200B]width[U+FEFF]');
    expect(csvCell('bell\u0007 and csi\u009b')).toBe('bell[U+0007] and csi[U+009B]');
  });

  it('keeps formulas a visitor typed from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell('+1 832 555 0142')).toBe("'+1 832 555 0142");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\tcmd', { multiLine: true })).toBe("'\tcmd");
    // A one-line cell's tab is a space, which starts no formula.
    expect(csvCell('\tcmd')).toBe(' cmd');
  });

  it('writes a header and one CRLF-ended line per row', () => {
    const rows = [{ name: 'Ada', email: 'ada@example.com', note: 'a\nb' }, { name: '=1+1', email: null, note: null }];
    const columns = [
      { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
      { header: 'E-mail', value: (row: (typeof rows)[number]) => row.email },
      { header: 'Note', value: (row: (typeof rows)[number]) => row.note, multiLine: true },
    ];
    expect(toCsv(rows, columns)).toBe("Name,E-mail,Note\r\nAda,ada@example.com,\"a\nb\"\r\n'=1+1,,\r\n");
  });
});
