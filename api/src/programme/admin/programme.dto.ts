import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  Max,
  Min,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import {
  isProgrammeDay,
  messages,
  programmeMessages,
  programmeTimePattern,
  sessionKinds,
  subthemeTitles,
  type ProgrammePlacementInput,
  type ProgrammeSessionInput,
  type SessionKind,
  type SubthemeTitle,
} from '@caawg11/conference';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

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

function ConferenceDay(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'conferenceDay',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: programmeMessages.dayOutsideConference },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isProgrammeDay(value),
      },
    });
}

export class ProgrammeSessionDto implements ProgrammeSessionInput {
  @Transform(trim)
  @MaxLength(200, { message: messages.tooLong(200) })
  @IsNotEmpty({ message: programmeMessages.titleRequired })
  @IsString({ message: programmeMessages.titleRequired })
  title: string;

  @IsIn([...subthemeTitles], { message: programmeMessages.subthemeRequired })
  subtheme: SubthemeTitle;

  @ConferenceDay()
  day: string;

  @Matches(programmeTimePattern, { message: programmeMessages.timeFormat })
  @IsString({ message: programmeMessages.timeFormat })
  start: string;

  @AfterStart()
  @Matches(programmeTimePattern, { message: programmeMessages.timeFormat })
  @IsString({ message: programmeMessages.timeFormat })
  end: string;

  @Transform(trim)
  @MaxLength(100, { message: messages.tooLong(100) })
  @IsNotEmpty({ message: programmeMessages.roomRequired })
  @IsString({ message: programmeMessages.roomRequired })
  room: string;

  @Transform(trim)
  @IsOptional()
  @MaxLength(200, { message: messages.tooLong(200) })
  @IsString({ message: messages.required })
  chair?: string | null;

  @IsIn([...sessionKinds], { message: programmeMessages.kindRequired })
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
