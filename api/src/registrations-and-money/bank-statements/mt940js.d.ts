declare module 'mt940js' {
  export interface Mt940Transaction {
    date: Date;
    entryDate?: Date;
    amount: number;
    reversal: boolean;
    currency: string;
    details: string;
    transactionType: string;
    reference: string;
    bankReference?: string;
    extraDetails?: string;
    structuredDetails?: Record<string, string>;
  }

  export interface Mt940Statement {
    transactionReference: string;
    accountIdentification: string;
    currency: string;
    transactions: Mt940Transaction[];
  }

  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): Mt940Statement[];
  }
}
