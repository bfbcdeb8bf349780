import { Injectable } from '@nestjs/common';

/** The time source of every time-dependent rule; tests replace it to move through months. */
@Injectable()
export class Clock {
  private fixed?: Date;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** For tests: freeze time at `date` (or unfreeze with undefined). */
  set(date: Date | undefined): void {
    this.fixed = date;
  }
}
