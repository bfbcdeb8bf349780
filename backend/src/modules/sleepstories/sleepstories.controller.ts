import type { SleepStoryDetail, SleepStoryProgress, SleepStorySummary } from '@pfe/contracts/sleepstories';
import { Body, Controller, Get, Headers, Param, Put, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { SleepStoryProgressDto } from './dto/sleep-story.dto';
import { SleepStoriesAudioService } from './sleepstories-audio.service';
import { StoryIdParam } from './sleepstories.errors';
import { SleepStoriesStoriesService } from './sleepstories-stories.service';

/**
 * The member library. `GET /api/sleepstories/announcements` is the announcements module's literal
 * route; it is registered before this controller (AnnouncementsModule comes first in AppModule) and
 * `:id` is checked as a UUID in the service anyway, so "announcements" can never be read as an id
 * here: it would answer 404 `Story not found`, and the e2e spec proves the real list answers.
 */
@Controller('sleepstories')
@Access(AccessLevel.Member)
export class SleepStoriesController {
  constructor(
    private readonly stories: SleepStoriesStoriesService,
    private readonly audio: SleepStoriesAudioService,
  ) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<SleepStorySummary[]> {
    return this.stories.listActive(user.id);
  }

  @Get(':id')
  detail(@CurrentUser() user: AuthUser, @Param('id', StoryIdParam) id: string): Promise<SleepStoryDetail> {
    return this.stories.detail(user.id, id);
  }

  /** The hosted audio, whole (200) or by `Range` (206; 416 outside the file; 304 when the client has it). */
  @Get(':id/audio')
  async stream(
    @CurrentUser() user: AuthUser,
    @Param('id', StoryIdParam) id: string,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    const request = { range: headers.range, ifRange: headers['if-range'], ifNoneMatch: headers['if-none-match'] };
    const answer = await this.audio.open(user, id, request, (size) => res.header('Content-Range', `bytes */${size}`));
    res.status(answer.status).headers(answer.headers);
    return answer.stream ? new StreamableFile(answer.stream) : undefined;
  }

  @Put(':id/progress')
  saveProgress(@CurrentUser() user: AuthUser, @Param('id', StoryIdParam) id: string, @Body() dto: SleepStoryProgressDto): Promise<SleepStoryProgress> {
    return this.stories.saveProgress(user.id, id, dto.positionSeconds);
  }
}
