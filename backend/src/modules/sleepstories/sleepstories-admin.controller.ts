import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { Body, Controller, Delete, Get, Param, Post, Put, UseInterceptors } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { AudioUploadInterceptor, UploadedAudio, UploadedAudioFile } from './audio-upload.interceptor';
import { SleepStoryDto } from './dto/sleep-story.dto';
import { SleepStoriesErrors, StoryIdParam } from './sleepstories.errors';
import { SLEEP_STORY_LIST, SleepStoriesStoriesService } from './sleepstories-stories.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

/**
 * Story management (spec §7): `admin/all` is the spec's list; `admin` answers the same list so
 * that react-admin's simple-rest provider finds it at the resource's own path.
 */
@Controller('sleepstories/admin')
@Access(AccessLevel.Admin)
export class SleepStoriesAdminController {
  constructor(private readonly stories: SleepStoriesStoriesService) {}

  @Get(['all', ''])
  list(@AdminList(SLEEP_STORY_LIST) list: ListRequest): Promise<ListPage<AdminSleepStory>> {
    return this.stories.list(list);
  }

  @Get(':id')
  get(@Param('id', StoryIdParam) id: string): Promise<AdminSleepStory> {
    return this.stories.get(id);
  }

  @Post()
  @Idempotent()
  create(@CurrentUser() admin: AuthUser, @Body() dto: SleepStoryDto): Promise<AdminSleepStory> {
    return this.stories.create(admin.id, dto);
  }

  @Put(':id')
  update(@CurrentUser() admin: AuthUser, @Param('id', StoryIdParam) id: string, @Body() dto: SleepStoryDto): Promise<AdminSleepStory> {
    return this.stories.update(admin.id, id, dto);
  }

  @Delete(':id')
  remove(@CurrentUser() admin: AuthUser, @Param('id', StoryIdParam) id: string): Promise<AdminSleepStory> {
    return this.stories.remove(admin.id, id);
  }

  /**
   * multipart/form-data with the audio in the field `file` (no other fields), streamed into the
   * media storage; the type is read from the file's first bytes. Replacing removes the old file.
   */
  @Post(':id/audio')
  @Idempotent()
  @UseInterceptors(AudioUploadInterceptor())
  async uploadAudio(@CurrentUser() admin: AuthUser, @Param('id', StoryIdParam) id: string, @UploadedAudioFile() file: UploadedAudio | undefined): Promise<AdminSleepStory> {
    if (!file?.key || !file.contentType || file.size === undefined) throw SleepStoriesErrors.noFile();
    return this.stories.attachAudio(admin.id, id, { key: file.key, contentType: file.contentType, size: file.size });
  }
}
