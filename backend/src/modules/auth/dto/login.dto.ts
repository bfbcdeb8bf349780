import { IsString, MaxLength, MinLength } from 'class-validator';

// class-validator runs the decorator nearest the property first.
export class LoginDto {
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @MinLength(1, { message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;

  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(1, { message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
