import { IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @IsString({ message: 'Email is required' })
  @MinLength(1, { message: 'Email is required' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  email: string;

  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password: string;
}
