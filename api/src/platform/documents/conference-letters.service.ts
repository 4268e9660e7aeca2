import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VisaLetterRequest } from '../../registrations-and-money/visa-letters/visa-letter-request.entity.js';
import {
  renderCertificate,
  renderVisaLetter,
  type CertificateFacts,
  type VisaLetterFacts,
} from './conference-letters.js';

export type { CertificateFacts } from './conference-letters.js';

/** Invitation letters and certificates as PDF, for the features that issue them and the worker. */
@Injectable()
export class ConferenceLetters {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  visaLetter(facts: VisaLetterFacts): Promise<Buffer> {
    return renderVisaLetter(facts);
  }

  certificate(facts: CertificateFacts): Promise<Buffer> {
    return renderCertificate(facts);
  }

  /** The letter as it was issued; null once retention has cleared it, or before it is issued. */
  async issuedVisaLetter(requestId: string): Promise<Buffer | null> {
    const row = await this.dataSource
      .getRepository(VisaLetterRequest)
      .createQueryBuilder('request')
      .addSelect('request.letterPdf')
      .where('request.id = :id', { id: requestId })
      .getOne();
    return row?.letterPdf ?? null;
  }
}
