/**
 * A minimal, valid one-page PDF (A4, Helvetica, WinAnsi/Latin-1 text) written by hand: enough for the demo
 * catalogue's product notices and sheets without a PDF library.
 */
/** WinAnsiEncoding code points of the usual typographic characters outside Latin-1. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

function latin1(text: string): string {
  // Other characters outside the encoding become '?'; ( ) and \ are escaped for a PDF string.
  return [...text]
    .map((c) => (c.charCodeAt(0) <= 0xff ? c : WIN_ANSI[c] ? String.fromCharCode(WIN_ANSI[c]) : '?'))
    .join('')
    .replace(/[\\()]/g, (m) => `\\${m}`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      if (line) lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

export function renderPdf(title: string, paragraphs: string[]): Buffer {
  const ops: string[] = [
    'BT',
    '/F1 20 Tf',
    '56 780 Td',
    `(${latin1(title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    '14 TL',
  ];
  for (const p of paragraphs) {
    for (const l of wrap(p, 90)) ops.push(`(${latin1(l)}) '`);
    ops.push("() '");
  }
  ops.push('ET');
  const stream = Buffer.from(ops.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    null, // the content stream
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk =
      body === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
            stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(`${xref}\n`, 'latin1'));
  return Buffer.concat(chunks);
}
