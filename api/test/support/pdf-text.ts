import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, all pages together, each run of white space one space. */
export async function textOf(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
