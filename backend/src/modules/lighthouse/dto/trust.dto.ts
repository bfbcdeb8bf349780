import { LIGHTHOUSE_REFERENCE_TEXT_MAX, LIGHTHOUSE_VERIFIED_CHECKS } from '@pfe/contracts/lighthouse';
import { Transform } from 'class-transformer';
import { trim } from '../../../common/validation/transforms';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsString, Length, MaxLength } from 'class-validator';


/** A reference after a stay: recommend or not, and a short text. */
export class ReferenceDto {
  @IsBoolean({ message: 'Say whether you recommend them (true or false)' })
  @IsDefined({ message: 'Say whether you recommend them (true or false)' })
  recommend: boolean;

  @Transform(trim)
  @MaxLength(LIGHTHOUSE_REFERENCE_TEXT_MAX, { message: `A reference must be at most ${LIGHTHOUSE_REFERENCE_TEXT_MAX} characters` })
  @Length(1, LIGHTHOUSE_REFERENCE_TEXT_MAX, { message: 'Write a few words' })
  @IsString({ message: 'Write a few words' })
  text: string;
}

/** What an admin checked before setting the verified host badge. */
export class VerificationDto {
  @IsIn(LIGHTHOUSE_VERIFIED_CHECKS, { each: true, message: `Each check must be one of: ${LIGHTHOUSE_VERIFIED_CHECKS.join(', ')}` })
  @ArrayMaxSize(LIGHTHOUSE_VERIFIED_CHECKS.length, { message: 'Choose what was checked' })
  @ArrayMinSize(1, { message: 'Choose what was checked' })
  @IsArray({ message: 'Choose what was checked' })
  checks: string[];
}
