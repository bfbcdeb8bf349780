import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { AdminListQuery, parseListQuery, sendPage } from '../../common/pagination/admin-list';
import { RecordPaymentDto } from './dto/record-payment.dto';
import { AdminPaymentResponse, PAYMENT_SORTABLE, PaymentResponse, PaymentsService } from './payments.service';

@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments')
  @Access(AccessLevel.Member)
  listOwn(@CurrentUser() user: AuthUser): Promise<PaymentResponse[]> {
    return this.payments.listOwn(user.id);
  }

  @Get('admin/payments')
  @Access(AccessLevel.Admin)
  async list(@Query() query: AdminListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminPaymentResponse[]> {
    const list = parseListQuery(query, PAYMENT_SORTABLE);
    return sendPage(res, 'payments', list, await this.payments.list(list));
  }

  @Post('admin/payments')
  @Access(AccessLevel.Admin)
  record(@CurrentUser() admin: AuthUser, @Body() dto: RecordPaymentDto): Promise<AdminPaymentResponse> {
    return this.payments.record(admin.id, dto);
  }
}
