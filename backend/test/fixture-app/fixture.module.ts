import { Module } from '@nestjs/common';
import { FixtureAccountData } from './fixture-account-data';
import { FixtureAttachmentsService } from './fixture-attachments.service';
import { FixtureController } from './fixture.controller';
import { FixtureService } from './fixture.service';
import { NoteChatStore } from './note-chat.store';

@Module({ controllers: [FixtureController], providers: [FixtureService, FixtureAttachmentsService, NoteChatStore, FixtureAccountData] })
export class FixtureModule {}
