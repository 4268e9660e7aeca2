import { plainToInstance } from 'class-transformer';
import { IsString, validateSync } from 'class-validator';
import { ApiError } from '../../platform/common/api-error.js';
import { FollowsRule, OptionalField } from '../../platform/common/dto-rules.js';
import {
  csvLayoutMessages,
  csvLayoutRules as rules,
  type CsvLayout,
  type StatementDateFormat,
} from '@caawg11/conference';

/** The column layout finance chose for a bank's CSV, sent as the JSON form field `layout`. */
export class CsvLayoutDto implements CsvLayout {
  @FollowsRule(rules.dateColumn)
  dateColumn: string;

  @FollowsRule(rules.amountColumn)
  amountColumn: string;

  @FollowsRule(rules.referenceColumn)
  referenceColumn: string;

  @FollowsRule(rules.payerNameColumn)
  payerNameColumn?: string;

  @FollowsRule(rules.currencyColumn)
  currencyColumn?: string;

  @FollowsRule(rules.defaultCurrency)
  defaultCurrency: string;

  @FollowsRule(rules.dateFormat)
  dateFormat: StatementDateFormat;

  @FollowsRule(rules.decimalSeparator)
  decimalSeparator: '.' | ',';
}

/** The import form's text fields beside the file: the layout, as JSON text, when one is chosen. */
export class StatementImportDto {
  @OptionalField()
  @IsString({ message: csvLayoutMessages.notJson })
  layout?: string;
}

/** Reads the `layout` field of an import; a 400 names each field it cannot use. */
export function parseCsvLayout(text: string): CsvLayout {
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch {
    throw ApiError.validation({ layout: csvLayoutMessages.notJson });
  }
  const layout = plainToInstance(CsvLayoutDto, plain);
  const problems = validateSync(layout, { whitelist: true, forbidNonWhitelisted: true });
  if (problems.length > 0) {
    throw ApiError.validation(
      Object.fromEntries(
        problems.map((problem) => [
          problem.property,
          Object.values(problem.constraints ?? {})[0] ?? 'Invalid value',
        ]),
      ),
    );
  }
  return { ...layout, defaultCurrency: layout.defaultCurrency.toUpperCase() };
}
