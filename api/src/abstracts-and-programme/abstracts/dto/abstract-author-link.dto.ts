import { IsString, MaxLength } from 'class-validator';
import { abstractCoauthorMessages as texts, type AbstractAuthorLink } from '@caawg11/conference';

/** Longer than any token issued; the service tells a malformed one from an unknown one. */
const maxTokenLength = 100;

export class AbstractAuthorLinkDto implements AbstractAuthorLink {
  @IsString({ message: texts.linkInvalid })
  @MaxLength(maxTokenLength, { message: texts.linkInvalid })
  token: string;
}
