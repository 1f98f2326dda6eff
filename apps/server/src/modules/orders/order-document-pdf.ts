import { PAYMENT_METHOD_LABELS } from '@ironmatch/contracts/order-payment-terms';
import PDFDocument from 'pdfkit';
import {
  ORDER_DOCUMENT_TITLES,
  type DocumentParty,
  type DocumentShipTo,
  type OrderDocument,
} from '@ironmatch/contracts/order-documents';
import { formatCents } from '@ironmatch/contracts/order-money';

/**
 * An order document as a US Letter PDF, drawn with pdfkit (ADR 0025) in its built-in Helvetica, so the
 * server needs no font files or browser. The page (`/orders/{id}/invoice`) shows the same document.
 */

const PAGE = { width: 612, height: 792, margin: 50 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 20;
const GRAY = '#555555';
const RULE = '#bbbbbb';

/**
 * The built-in fonts write Windows-1252 only: anything else (an emoji in a description) becomes '?'
 * rather than a wrong glyph; line breaks and tabs become spaces.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfText(value: string): string {
  return Array.from(value.replace(/[\t\r\n]+/g, ' '))
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch))
        return ch;
      return '?';
    })
    .join('');
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => dateFormat.format(new Date(iso));

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

function addressLines(a: DocumentShipTo | DocumentParty): string[] {
  const name = 'name' in a ? [a.name] : [];
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [...name, a.address1, a.address2 ?? '', cityLine, a.country].filter((l) => l.trim() !== '');
}

/** The document as PDF bytes. */
export function renderOrderDocumentPdf(
  doc: OrderDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const title = ORDER_DOCUMENT_TITLES[doc.kind];
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: `${title} - Order #${doc.orderId}`, Author: 'IronMatch', Subject: title },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const text = (value: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(pdfText(value), x, y, { lineBreak: opts.width !== undefined, ...opts });
  const rule = (y: number) =>
    pdf
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .strokeColor(RULE)
      .lineWidth(0.7)
      .stroke();
  let y = PAGE.margin;
  const room = (height: number) => {
    if (y + height <= BOTTOM) return false;
    pdf.addPage();
    y = PAGE.margin;
    return true;
  };

  // Heading: the marketplace on the left, the document and its numbers on the right.
  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#000000');
  text('IronMatch', PAGE.margin, y);
  pdf.fontSize(20);
  text(title, PAGE.margin, y, { width: CONTENT, align: 'right' });
  y += 34;
  const facts: Array<[string, string]> = [['Order', `#${doc.orderId}`]];
  if (doc.kind === 'invoice' && doc.invoiceNumber !== null)
    facts.push(['Invoice No.', String(doc.invoiceNumber)]);
  facts.push(['Date', day(doc.date)]);
  if (doc.poNumber) facts.push(['PO Number', doc.poNumber]);
  if (doc.shippingMethod) facts.push(['Shipping method', doc.shippingMethod]);
  pdf.fontSize(10);
  for (const [label, value] of facts) {
    pdf.font('Helvetica').fillColor(GRAY);
    text(`${label}:`, PAGE.width - PAGE.margin - 260, y, { width: 110, align: 'right' });
    pdf.font('Helvetica-Bold').fillColor('#000000');
    text(value, PAGE.width - PAGE.margin - 145, y, { width: 145, align: 'right' });
    y += 14;
  }
  y += 12;

  // The parties: seller, buyer (billing) and where the goods go.
  const blocks: Array<[string, string[]]> = [
    ['Seller', addressLines(doc.seller)],
    [doc.kind === 'packing-slip' ? 'Buyer' : 'Bill to', addressLines(doc.buyer)],
    ['Ship to', doc.shipTo ? [doc.buyer.name, ...addressLines(doc.shipTo)] : ['Not given']],
  ];
  const blockWidth = (CONTENT - 20) / 3;
  let tallest = 0;
  blocks.forEach(([label, lines], index) => {
    const x = PAGE.margin + index * (blockWidth + 10);
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(GRAY);
    text(label.toUpperCase(), x, y);
    pdf.font('Helvetica').fontSize(10).fillColor('#000000');
    let by = y + 14;
    for (const line of lines) {
      text(line, x, by, { width: blockWidth });
      by += pdf.heightOfString(pdfText(line), { width: blockWidth }) + 1;
    }
    tallest = Math.max(tallest, by - y);
  });
  y += tallest + 16;

  // The lines: prices except on the packing slip.
  const priced = doc.kind !== 'packing-slip';
  const columns: Column[] = priced
    ? [
        { label: 'Part number', width: 100 },
        { label: 'Description', width: CONTENT - 100 - 45 - 80 - 85 },
        { label: 'Qty', width: 45, align: 'right' },
        { label: 'Unit price', width: 80, align: 'right' },
        { label: 'Amount', width: 85, align: 'right' },
      ]
    : [
        { label: 'Part number', width: 120 },
        { label: 'Description', width: CONTENT - 120 - 60 - 60 },
        { label: 'Qty', width: 60, align: 'right' },
        { label: 'Packed', width: 60, align: 'right' },
      ];
  const row = (cells: string[], bold = false) => {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000000');
    const heights = cells.map((c, i) => pdf.heightOfString(pdfText(c), { width: columns[i]!.width - 6 }));
    const height = Math.max(...heights) + 6;
    if (room(height)) header();
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      text(cell, x + (col.align === 'right' ? 0 : 3), y + 3, {
        width: col.width - 6,
        align: col.align ?? 'left',
      });
      x += col.width;
    });
    y += height;
    rule(y);
  };
  const header = () =>
    row(
      columns.map((c) => c.label),
      true,
    );
  header();
  for (const line of doc.lines) {
    if ('unitPrice' in line)
      row([
        line.partNumber,
        line.description,
        String(line.quantity),
        formatCents(line.unitPrice),
        formatCents(line.amount),
      ]);
    else row([line.partNumber, line.description, String(line.quantity), '[  ]']);
  }
  y += 10;

  // Sums, right-aligned under the amounts.
  const sumLine = (label: string, cents: number, bold = false) => {
    room(16);
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000000');
    text(label, PAGE.width - PAGE.margin - 250, y, { width: 160, align: 'right' });
    text(formatCents(cents), PAGE.width - PAGE.margin - 90, y, { width: 87, align: 'right' });
    y += 15;
  };
  if (doc.kind !== 'packing-slip') {
    sumLine('Subtotal', doc.subtotal);
    sumLine('Shipping', doc.shippingAmount);
    sumLine('Tax', doc.taxAmount);
    sumLine('Total', doc.total, true);
  } else {
    pdf.font('Helvetica').fontSize(10);
    text(
      `${doc.lines.reduce((s, l) => s + l.quantity, 0)} items on ${doc.lines.length} lines.`,
      PAGE.margin,
      y,
    );
    y += 15;
  }

  // The invoice's money: each payment and refund, then what remains paid.
  if (doc.kind === 'invoice') {
    y += 10;
    room(40);
    pdf.font('Helvetica-Bold').fontSize(12);
    text('Payments and refunds', PAGE.margin, y);
    y += 18;
    pdf.fontSize(10);
    // Issue 25: how it is paid and, on terms, when.
    if (doc.paymentMethod) {
      pdf.font('Helvetica');
      const due = doc.dueDate ? `. Due date: ${doc.dueDate}` : '';
      text(`Payment: ${PAYMENT_METHOD_LABELS[doc.paymentMethod]}${due}`, PAGE.margin, y);
      y += 15;
    }
    if (doc.payments.length === 0 && doc.refunds.length === 0) {
      pdf.font('Helvetica');
      text('No payment recorded.', PAGE.margin, y);
      y += 15;
    }
    for (const p of doc.payments) {
      room(16);
      pdf.font('Helvetica').fillColor('#000000');
      const ref = p.reference ? ` (ref. ${p.reference})` : '';
      text(`${day(p.date)}  Payment, ${p.method}${ref}`, PAGE.margin, y, {
        width: CONTENT - 100,
      });
      text(formatCents(p.amount), PAGE.width - PAGE.margin - 90, y, { width: 87, align: 'right' });
      y += 15;
    }
    for (const r of doc.refunds) {
      room(16);
      pdf.font('Helvetica').fillColor('#000000');
      text(`${day(r.date)}  Refund`, PAGE.margin, y, { width: CONTENT - 100 });
      text(`-${formatCents(r.amount)}`, PAGE.width - PAGE.margin - 90, y, { width: 87, align: 'right' });
      y += 15;
    }
    y += 6;
    sumLine('Amount paid', doc.amountPaid);
    sumLine('Amount refunded', doc.amountRefunded);
    sumLine('Net paid', doc.netPaid, true);
  }

  // A footer on every page: which order this is, and the page number.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0; // the footer sits in the margin: no new page for it
    pdf.font('Helvetica').fontSize(8).fillColor(GRAY);
    text(
      `${title} - Order #${doc.orderId} - Page ${i - range.start + 1} of ${range.count}`,
      PAGE.margin,
      PAGE.height - PAGE.margin,
      { width: CONTENT, align: 'center', lineBreak: false },
    );
  }
  pdf.end();
  return done;
}
