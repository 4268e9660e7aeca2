/**
 * A copy of a file without the names of its authors, or why none was made: the file cannot be
 * read as its kind, or it unpacks to more than the limits allow. Either way the file itself is
 * not handed out in its place.
 */
export type AnonymisedCopy = Buffer | 'unreadable' | 'too-large';
