import {
  IsInt,
  Max,
  Min,
  IsOptional,
  IsString,
  Matches,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import {
  programmeMessages,
  programmeSessionRules as rules,
  programmeTimePattern,
  type ProgrammePlacementInput,
  type ProgrammeSessionInput,
  type SessionKind,
  type SubthemeTitle,
} from '@caawg11/conference';
import { FollowsRule, TrimmedText } from '../../common/dto-rules.js';

/** Fails unless the property, a time, comes after the `start` of the same body. */
function AfterStart(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'afterStart',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: programmeMessages.endAfterStart },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const start = (args.object as { start?: unknown }).start;
          return typeof value === 'string' && typeof start === 'string' && value > start;
        },
      },
    });
}

export class ProgrammeSessionDto implements ProgrammeSessionInput {
  @TrimmedText(rules.title)
  title: string;

  @TrimmedText(rules.subtheme)
  subtheme: SubthemeTitle;

  @TrimmedText(rules.day)
  day: string;

  @FollowsRule(rules.start)
  start: string;

  @FollowsRule(rules.end)
  end: string;

  @TrimmedText(rules.room)
  room: string;

  @TrimmedText(rules.chair)
  chair?: string | null;

  @TrimmedText(rules.kind)
  kind: SessionKind;
}

export class ProgrammePlacementDto implements ProgrammePlacementInput {
  @Matches(/^\d{1,19}$/, { message: programmeMessages.sessionNotFound })
  @IsString({ message: programmeMessages.sessionNotFound })
  sessionId: string;

  @IsOptional()
  @Matches(programmeTimePattern, { message: programmeMessages.timeFormat })
  @IsString({ message: programmeMessages.timeFormat })
  start?: string;

  @IsOptional()
  @AfterStart()
  @Matches(programmeTimePattern, { message: programmeMessages.timeFormat })
  @IsString({ message: programmeMessages.timeFormat })
  end?: string;

  @IsOptional()
  @Max(1_000_000, { message: 'position must be a whole number from 1' })
  @Min(1, { message: 'position must be a whole number from 1' })
  @IsInt({ message: 'position must be a whole number from 1' })
  position?: number;
}
