import { IsIn } from 'class-validator';
import { exportFormats, type ExportFormat } from './list-export.js';

/** `?format=csv|xlsx`, beside the same filters as the list's. */
export class ExportQuery {
  @IsIn([...exportFormats], { message: 'format must be csv or xlsx' })
  format: ExportFormat;
}
