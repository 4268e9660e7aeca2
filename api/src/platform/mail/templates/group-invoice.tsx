import { mailText } from '../mail-i18n.js';
import { EmailLayout } from './layout.js';
import { BankDetails, Paragraph, usdDecimal } from './parts.js';
import { previewContext, type TemplateProps } from './template-props.js';

/** An institution's group invoice, its PDF attached, with the group reference to quote. */
export function GroupInvoiceEmail({ data, context, language }: TemplateProps<'group-invoice'>) {
  const text = mailText(language);
  const values = {
    reference: data.groupReference,
    institution: data.institutionName,
    count: data.delegateCount,
    total: usdDecimal(data.totalUsd, text.language),
    due: usdDecimal(data.balanceDueUsd, text.language),
  };
  return (
    <EmailLayout
      context={context}
      text={text}
      preview={text('groupInvoice.preview', values)}
      title={text('groupInvoice.title', values)}
    >
      <Paragraph>{text('groupInvoice.attached', values)}</Paragraph>
      <Paragraph>{text('groupInvoice.amounts', values)}</Paragraph>
      <BankDetails reference={data.groupReference} text={text} />
    </EmailLayout>
  );
}

GroupInvoiceEmail.PreviewProps = {
  context: previewContext,
  data: {
    groupReference: 'GRP-0007',
    institutionName: 'Makerere University',
    delegateCount: 3,
    totalUsd: '450.00',
    balanceDueUsd: '450.00',
    groupInvoice: {
      language: 'en',
      groupReference: 'GRP-0007',
      issuedAt: '2025-08-01T09:00:00.000Z',
      institution: {
        name: 'Makerere University',
        postalAddress: 'P.O. Box 7062\nKampala, Uganda',
        taxId: '1000023456',
        purchaseOrder: 'PO-2025-118',
      },
      delegates: [
        {
          name: 'Dr. Amina Okello',
          reference: 'CAAWG11-0042',
          participantCategory: 'non-member',
          feeCents: 15000,
        },
      ],
      paidCents: 0,
    },
  },
} satisfies TemplateProps<'group-invoice'>;
