import { fileExtension } from '@caawg11/conference';
import { fileTypeFromFile } from 'file-type';

/** The kinds of file the api accepts, each known by its extensions and its content. */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'doc' | 'docx';

interface FileKindFacts {
  extensions: readonly string[];
  contentType: string;
  /** What `file-type` may name a file of this kind, by its content. */
  detectedAs: readonly string[];
}

export const fileKinds: Record<FileKind, FileKindFacts> = {
  pdf: {
    extensions: ['pdf'],
    contentType: 'application/pdf',
    detectedAs: ['pdf'],
  },
  jpeg: {
    extensions: ['jpg', 'jpeg'],
    contentType: 'image/jpeg',
    // JPEG-LS shares the JPEG start-of-image marker.
    detectedAs: ['jpg', 'jls'],
  },
  png: {
    extensions: ['png'],
    contentType: 'image/png',
    detectedAs: ['png', 'apng'],
  },
  webp: {
    extensions: ['webp'],
    contentType: 'image/webp',
    detectedAs: ['webp'],
  },
  doc: {
    // Word 97-2003: an OLE2 compound file.
    extensions: ['doc'],
    contentType: 'application/msword',
    detectedAs: ['cfb'],
  },
  docx: {
    // Office Open XML: a ZIP archive, named after the main part its content types declare (a
    // macro-enabled document or a template is a Word document too), or a plain ZIP when it
    // declares none. That it holds word/document.xml is checked separately.
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    detectedAs: ['docx', 'docm', 'dotx', 'dotm', 'zip'],
  },
};

/** The kind a file name claims among `allowed`, or null when its extension is not accepted. */
export function kindOfFileName(fileName: string, allowed: readonly FileKind[]): FileKind | null {
  const extension = fileExtension(fileName);
  return allowed.find((kind) => fileKinds[kind].extensions.includes(extension)) ?? null;
}

/**
 * Whether the content of the file at `path` is of `kind`. `file-type` reads only the first
 * bytes it needs (for a ZIP, its local headers), never the whole file.
 */
export async function contentIsOfKind(kind: FileKind, path: string): Promise<boolean> {
  const detected = await fileTypeFromFile(path);
  return detected !== undefined && fileKinds[kind].detectedAs.includes(detected.ext);
}
