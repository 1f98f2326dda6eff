import { centsToDollars, csvCell } from '@ironmatch/contracts/inventory';
import type { OrderListRow } from '@ironmatch/contracts/orders';
import { ORDER_CSV_COLUMNS } from '@ironmatch/contracts/orders-list';
import type { OrderListSide } from './orders-list.repository';

type Cell = string | number | null;

/**
 * One CSV line per order, as the list shows it: the other party's company, the status label, money as
 * dollars with two decimals (the inventory export's format). csvCell escapes formula-looking cells, so a
 * company named '=HYPERLINK(...)' stays text in a spreadsheet.
 */
function cells(side: OrderListSide, row: OrderListRow): Cell[] {
  return [
    row.id,
    row.createdAt,
    side === 'created' ? row.VendorCompany.name : row.CustomerCompany.name,
    row.statusLabel,
    row.poNumber,
    row.itemCount,
    centsToDollars(row.total),
    centsToDollars(row.amountPaid),
    centsToDollars(row.amountRefunded),
  ];
}

export async function* ordersCsv(
  side: OrderListSide,
  batches: AsyncIterable<OrderListRow[]>,
): AsyncGenerator<string> {
  yield `${ORDER_CSV_COLUMNS.map(csvCell).join(',')}\r\n`;
  for await (const rows of batches) {
    yield rows.map((row) => `${cells(side, row).map(csvCell).join(',')}\r\n`).join('');
  }
}
