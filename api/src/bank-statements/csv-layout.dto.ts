import { plainToInstance } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, MaxLength, validateSync } from 'class-validator';
import { ApiError } from '../common/api-error.js';
import {
  statementDateFormats,
  type CsvLayout,
  type StatementDateFormat,
} from '@caawg11/conference';

const columnMessage = 'Choose the column that holds this';

/** The column layout finance chose for a bank's CSV, sent as the JSON form field `layout`. */
export class CsvLayoutDto implements CsvLayout {
  @IsString({ message: columnMessage })
  @Length(1, 200, { message: columnMessage })
  dateColumn: string;

  @IsString({ message: columnMessage })
  @Length(1, 200, { message: columnMessage })
  amountColumn: string;

  @IsString({ message: columnMessage })
  @Length(1, 200, { message: columnMessage })
  referenceColumn: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  payerNameColumn?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  currencyColumn?: string;

  @IsString({ message: 'Enter the three-letter currency code of the account, e.g. USD' })
  @Length(3, 3, { message: 'Enter the three-letter currency code of the account, e.g. USD' })
  defaultCurrency: string;

  @IsIn([...statementDateFormats], { message: 'Choose how this bank writes dates' })
  dateFormat: StatementDateFormat;

  @IsIn(['.', ','], { message: 'Choose the decimal separator of the amounts' })
  decimalSeparator: '.' | ',';
}

/** Reads the `layout` field of an import; a 400 names each field it cannot use. */
export function parseCsvLayout(text: string): CsvLayout {
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch {
    throw ApiError.validation({ layout: 'The column layout is not valid JSON' });
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
