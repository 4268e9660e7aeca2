import { XMLParser } from 'fast-xml-parser';
import { amountToCents, type StatementLine, UnreadableStatementError } from './statement-line.js';

type Node = Record<string, unknown>;

const repeatable = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Amounts and references stay text: "0042" must not become 42, nor 150.10 become 150.1.
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  isArray: (name) => repeatable.has(name),
});

function child(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Node)[name];
  }
  return current;
}

function list(node: unknown, ...path: string[]): Node[] {
  const found = child(node, ...path);
  return Array.isArray(found) ? (found as Node[]) : found ? [found as Node] : [];
}

function text(node: unknown, ...path: string[]): string {
  const found = child(node, ...path);
  if (typeof found === 'string') return found.trim();
  if (found && typeof found === 'object' && typeof (found as Node)['#text'] === 'string') {
    return ((found as Node)['#text'] as string).trim();
  }
  return '';
}

/** An amount element: its text and its Ccy attribute. */
function money(node: unknown): { cents: number; currency: string } | null {
  const value = typeof node === 'string' ? node.trim() : text(node);
  if (!value) return null;
  const currency = node && typeof node === 'object' ? (node as Node)['@Ccy'] : undefined;
  return {
    cents: amountToCents(value, '.'),
    currency: typeof currency === 'string' ? currency.toUpperCase() : '',
  };
}

/** The status of an entry: a plain code in the 2009 versions, a Cd element from version 8 on. */
function status(entry: Node): string {
  return text(entry, 'Sts', 'Cd') || text(entry, 'Sts');
}

function debtorName(details: Node): string {
  return (
    text(details, 'RltdPties', 'Dbtr', 'Pty', 'Nm') ||
    text(details, 'RltdPties', 'Dbtr', 'Nm') ||
    text(details, 'RltdPties', 'UltmtDbtr', 'Pty', 'Nm') ||
    text(details, 'RltdPties', 'UltmtDbtr', 'Nm')
  );
}

function remittance(details: Node): string[] {
  const unstructured = list(details, 'RmtInf', 'Ustrd').map((line) => text(line));
  const structured = list(details, 'RmtInf', 'Strd').flatMap((block) =>
    list(block, 'CdtrRefInf').map((reference) => text(reference, 'Ref')),
  );
  return [...unstructured, ...structured, text(details, 'Refs', 'EndToEndId')].filter(
    (part) => part !== '' && part !== 'NOTPROVIDED',
  );
}

/**
 * Reads the credited, booked entries of an ISO 20022 camt.053 statement (versions 02 to 08).
 * A batch entry whose transaction details carry their own amounts becomes one line per transfer.
 */
export function readCamt053(xml: string): StatementLine[] {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    throw new UnreadableStatementError(error instanceof Error ? error.message : undefined);
  }
  const statements = list(document, 'Document', 'BkToCstmrStmt', 'Stmt');
  if (statements.length === 0) throw new UnreadableStatementError('no camt.053 statement');
  const lines: StatementLine[] = [];
  for (const statement of statements) {
    for (const entry of list(statement, 'Ntry')) {
      if (text(entry, 'CdtDbtInd') !== 'CRDT') continue;
      if (text(entry, 'RvslInd') === 'true') continue;
      const entryStatus = status(entry);
      if (entryStatus && entryStatus !== 'BOOK') continue;
      const entryAmount = money(child(entry, 'Amt'));
      if (!entryAmount) throw new UnreadableStatementError('an entry without an amount');
      const date = (text(entry, 'BookgDt', 'Dt') || text(entry, 'BookgDt', 'DtTm')).slice(0, 10);
      const entryReference = text(entry, 'AcctSvcrRef');
      const transfers = list(entry, 'NtryDtls').flatMap((details) => list(details, 'TxDtls'));
      const split = transfers.length > 1 && transfers.every((transfer) => transferAmount(transfer));
      const parts = split ? transfers : [transfers[0] ?? {}];
      parts.forEach((transfer, index) => {
        const amount = split ? transferAmount(transfer)! : entryAmount;
        lines.push({
          date,
          amountCents: amount.cents,
          currency: amount.currency || entryAmount.currency,
          description: [...remittance(transfer), text(entry, 'AddtlNtryInf')]
            .filter(Boolean)
            .join('\n'),
          payerName: debtorName(transfer),
          bankReference:
            text(transfer, 'Refs', 'AcctSvcrRef') ||
            (split ? `${entryReference}/${index + 1}` : entryReference),
        });
      });
    }
  }
  return lines;
}

function transferAmount(transfer: Node): { cents: number; currency: string } | null {
  return money(child(transfer, 'Amt')) ?? money(child(transfer, 'AmtDtls', 'TxAmt', 'Amt'));
}
