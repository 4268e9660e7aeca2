import { csvLayoutMessages, type CsvLayout } from '../bank-statements.js';
import { messages } from '../messages.js';
import { tooLong, type FormCases } from './form-cases.js';

/**
 * The column mapping form of a bank statement in a CSV layout never seen, for the columns of
 * api/test/fixtures/bank-statements/csv-unseen-layout.csv.
 */
export const csvLayoutCases: FormCases<CsvLayout> = {
  valid: {
    dateColumn: 'Posting date',
    amountColumn: 'Credit',
    referenceColumn: 'Narrative',
    payerNameColumn: 'Counterparty',
    currencyColumn: 'CCY',
    defaultCurrency: 'usd',
    dateFormat: 'DD.MM.YYYY',
    decimalSeparator: ',',
  },
  invalid: [
    { patch: { dateColumn: '' }, field: 'dateColumn', message: csvLayoutMessages.column },
    {
      patch: { amountColumn: undefined },
      field: 'amountColumn',
      message: csvLayoutMessages.column,
    },
    {
      patch: { referenceColumn: ' ' },
      field: 'referenceColumn',
      message: csvLayoutMessages.column,
    },
    {
      patch: { referenceColumn: tooLong(200) },
      field: 'referenceColumn',
      message: csvLayoutMessages.column,
    },
    {
      patch: { payerNameColumn: tooLong(200) },
      field: 'payerNameColumn',
      message: messages.tooLong(200),
    },
    { patch: { currencyColumn: 7 }, field: 'currencyColumn', message: messages.notText },
    {
      patch: { defaultCurrency: '' },
      field: 'defaultCurrency',
      message: csvLayoutMessages.defaultCurrency,
    },
    {
      patch: { defaultCurrency: 'US' },
      field: 'defaultCurrency',
      message: csvLayoutMessages.defaultCurrency,
    },
    {
      patch: { defaultCurrency: 'U$D' },
      field: 'defaultCurrency',
      message: csvLayoutMessages.defaultCurrency,
    },
    {
      patch: { dateFormat: undefined },
      field: 'dateFormat',
      message: csvLayoutMessages.dateFormat,
    },
    {
      patch: { dateFormat: 'MM/DD/YY' },
      field: 'dateFormat',
      message: csvLayoutMessages.dateFormat,
    },
    {
      patch: { decimalSeparator: ';' },
      field: 'decimalSeparator',
      message: csvLayoutMessages.decimalSeparator,
    },
  ],
};
