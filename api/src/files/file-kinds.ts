import { fileExtension } from '@caawg11/conference';

/** The kinds of file the api accepts, each known by its extensions and its content signature. */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'doc' | 'docx';

interface FileKindFacts {
  extensions: readonly string[];
  contentType: string;
  /** The bytes every file of this kind starts with. */
  signature: readonly number[];
}

export const fileKinds: Record<FileKind, FileKindFacts> = {
  pdf: {
    extensions: ['pdf'],
    contentType: 'application/pdf',
    signature: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  },
  jpeg: {
    extensions: ['jpg', 'jpeg'],
    contentType: 'image/jpeg',
    signature: [0xff, 0xd8, 0xff],
  },
  png: {
    extensions: ['png'],
    contentType: 'image/png',
    signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  doc: {
    // Word 97-2003: an OLE2 compound file.
    extensions: ['doc'],
    contentType: 'application/msword',
    signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
  docx: {
    // Office Open XML: a ZIP archive; that it holds word/document.xml is checked separately.
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: [0x50, 0x4b, 0x03, 0x04],
  },
};

/** How many leading bytes the signature check needs. */
export const signatureLength = Math.max(
  ...Object.values(fileKinds).map((facts) => facts.signature.length),
);

/** The kind a file name claims among `allowed`, or null when its extension is not accepted. */
export function kindOfFileName(fileName: string, allowed: readonly FileKind[]): FileKind | null {
  const extension = fileExtension(fileName);
  return allowed.find((kind) => fileKinds[kind].extensions.includes(extension)) ?? null;
}

/** Whether the first bytes of a file carry the signature of `kind`. */
export function hasSignature(kind: FileKind, head: Uint8Array): boolean {
  const { signature } = fileKinds[kind];
  return head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
}
