import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text a PDF shows, its pages one after another and every run of white space as one space:
 * a line the layout breaks reads as the words it holds.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}
