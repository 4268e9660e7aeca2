import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiError } from '../common/api-error.js';

/** A numeric record id from the path; anything else is a record that does not exist (404). */
@Injectable()
export class IdParamPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): string {
    if (!/^[1-9]\d{0,18}$/.test(value))
      throw new ApiError(HttpStatus.NOT_FOUND, this.notFoundMessage);
    return value;
  }
}

export const registrationNotFound = 'Registration not found';
export const paymentNotFound = 'Payment not found';
export const fileNotFound = 'File not found';

export const RegistrationId = new IdParamPipe(registrationNotFound);
export const PaymentId = new IdParamPipe(paymentNotFound);
export const FileId = new IdParamPipe(fileNotFound);
