import type { AdminPayment, Payment } from '@pfe/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { AnswersJsonText, JsonText } from '../../common/http/json-text';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { RecordPaymentDto } from './dto/record-payment.dto';
import { PAYMENT_LIST, PaymentsService } from './payments.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments')
  @Access(AccessLevel.Member)
  @AnswersJsonText()
  listOwn(@CurrentUser() user: AuthUser): Promise<JsonText<Payment[]>> {
    return this.payments.listOwnJson(user.id);
  }

  @Get('admin/payments')
  @Access(AccessLevel.Admin)
  list(@AdminList(PAYMENT_LIST) list: ListRequest): Promise<ListPage<AdminPayment>> {
    return this.payments.list(list);
  }

  @Post('admin/payments')
  @Idempotent()
  @Access(AccessLevel.Admin)
  record(@CurrentUser() admin: AuthUser, @Body() dto: RecordPaymentDto): Promise<AdminPayment> {
    return this.payments.record(admin.id, dto);
  }
}
