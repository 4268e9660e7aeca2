import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  reviewMessages,
  type AbstractReviewer,
  type ApiResult,
  type AssignedReviews,
  type AuthUser,
  type CommitteeDetail,
  type CommitteeRow,
  type DataResult,
  type FileLink,
  type ReviewerIdentity,
  type ReviewScreen,
  type ReviewSettings,
  type ReviewStatistics,
} from '@caawg11/conference';
import { IdParamPipe } from '../../platform/admin/id-param.pipe.js';
import { Actor } from '../../platform/audit/actor.decorator.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Allow, AllowChanging, CurrentUser } from '../../platform/auth/guards.js';
import { declaredSettings } from '../../platform/settings/index.js';
import {
  CommitteeQuery,
  DecisionDto,
  ReviewDto,
  ReviewerInstitutionDto,
  ReviewersDto,
  ReviewSettingsDto,
  SubthemeChangeDto,
} from './review.dto.js';
import { ReviewService } from './review.service.js';

const AssignedId = new IdParamPipe(reviewMessages.notAssigned);
const AbstractId = new IdParamPipe(reviewMessages.abstractMissing);
const ReviewerId = new IdParamPipe(reviewMessages.reviewerMissing);

@ApiTags('Abstracts and programme')
@Controller('admin/review')
export class ReviewSettingsController {
  constructor(private readonly review: ReviewService) {}

  @ApiOperation({ summary: "Shows the review's questions, scale and reviewers per abstract" })
  @Get('settings')
  @Allow('read', 'ReviewSettings')
  async settings(): Promise<DataResult<ReviewSettings>> {
    return { success: true, message: 'Review settings', data: await this.review.settings() };
  }

  @ApiOperation({ summary: "Changes the review's questions, scale and reviewers per abstract" })
  @Put('settings')
  @AllowChanging(declaredSettings.review)
  async saveSettings(
    @Body() body: ReviewSettingsDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<ReviewSettings>> {
    return {
      success: true,
      message: reviewMessages.settingsSaved,
      data: await this.review.saveSettings(body, actor),
    };
  }
}

/**
 * The reviewer's only door to abstracts: what comes out of here is what the review settings let
 * a reviewer see. Each route asks the one rule of who reviews what for the signed-in account.
 */
@ApiTags('Abstracts and programme')
@Controller('admin/review/assigned')
export class ReviewerController {
  constructor(private readonly review: ReviewService) {}

  @ApiOperation({ summary: 'Lists the abstracts assigned to the signed-in reviewer' })
  @Get()
  @Allow('read', 'Review')
  async assigned(@CurrentUser() user: AuthUser): Promise<DataResult<AssignedReviews>> {
    return { success: true, message: 'Your reviews', data: await this.review.assigned(user.id) };
  }

  @ApiOperation({
    summary: "Shows an assigned abstract, anonymised, with the reviewer's scores so far",
  })
  @Get(':id')
  @Allow('read', 'Review')
  async screen(
    @Param('id', AssignedId) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<DataResult<ReviewScreen>> {
    return { success: true, message: 'Review', data: await this.review.screen(user.id, id) };
  }

  @ApiOperation({ summary: "Saves the reviewer's scores and comments on an abstract" })
  @Put(':id')
  @Allow('update', 'Review')
  async save(
    @Param('id', AssignedId) id: string,
    @Body() body: ReviewDto,
    @CurrentUser() user: AuthUser,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<ReviewScreen>> {
    await this.review.saveReview(user.id, id, body, actor);
    return {
      success: true,
      message: reviewMessages.saved,
      data: await this.review.screen(user.id, id),
    };
  }

  @ApiOperation({ summary: 'Declares a conflict of interest with an assigned abstract' })
  @Post(':id/conflict')
  @HttpCode(HttpStatus.OK)
  @Allow('update', 'Review')
  async conflict(
    @Param('id', AssignedId) id: string,
    @CurrentUser() user: AuthUser,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult> {
    await this.review.declareConflict(user.id, id, actor);
    return { success: true, message: reviewMessages.conflictDeclared };
  }

  @ApiOperation({ summary: "Gives a signed link to an assigned abstract's anonymised file" })
  @Post(':id/file-link')
  @HttpCode(HttpStatus.OK)
  @Allow('read', 'Review')
  async fileLink(
    @Param('id', AssignedId) id: string,
    @CurrentUser() user: AuthUser,
    @Actor() actor: AuditActor,
  ): Promise<ApiResult & FileLink> {
    return {
      success: true,
      message: 'Link issued',
      ...(await this.review.fileLink(user.id, id, actor)),
    };
  }
}

/** The programme committee's screen: figures, reviews side by side, and decisions. */
@ApiTags('Abstracts and programme')
@Controller('admin/review')
export class CommitteeController {
  constructor(private readonly review: ReviewService) {}

  @ApiOperation({
    summary: "Lists every abstract with its reviews' progress and scores, for the committee",
  })
  @Get('committee')
  @Allow('read', 'AbstractDecision')
  async list(
    @Query() query: CommitteeQuery,
  ): Promise<
    ApiResult & { data: CommitteeRow[]; count: number; accepted: number; confirmed: number }
  > {
    return { success: true, message: 'Abstracts', ...(await this.review.committee(query)) };
  }

  @ApiOperation({ summary: 'Shows an abstract with all its reviews, for the committee' })
  @Get('committee/:id')
  @Allow('read', 'AbstractDecision')
  async detail(@Param('id', AbstractId) id: string): Promise<DataResult<CommitteeDetail>> {
    return { success: true, message: 'Abstract', data: await this.review.committeeDetail(id) };
  }

  @ApiOperation({ summary: 'Lists the reviewers who can be assigned an abstract' })
  @Get('committee/:id/reviewers')
  @Allow('read', 'AbstractDecision')
  async reviewers(@Param('id', AbstractId) id: string): Promise<DataResult<AbstractReviewer[]>> {
    return { success: true, message: 'Reviewers', data: await this.review.reviewers(id) };
  }

  @ApiOperation({ summary: "Assigns an abstract's reviewers" })
  @Put('committee/:id/reviewers')
  @Allow('update', 'AbstractDecision')
  async setReviewers(
    @Param('id', AbstractId) id: string,
    @Body() body: ReviewersDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<AbstractReviewer[]>> {
    return {
      success: true,
      message: reviewMessages.reviewersSaved,
      data: await this.review.setReviewers(id, body.reviewerIds, actor),
    };
  }

  @ApiOperation({
    summary: "Declares a reviewer's institution, kept from reviewing its authors' abstracts",
  })
  @Put('reviewers/:id/institution')
  @Allow('update', 'AbstractDecision')
  async institution(
    @Param('id', ReviewerId) id: string,
    @Body() body: ReviewerInstitutionDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<ReviewerIdentity>> {
    return {
      success: true,
      message: reviewMessages.institutionSaved,
      data: await this.review.setInstitution(id, body, actor),
    };
  }

  @ApiOperation({ summary: 'Moves an abstract to another subtheme' })
  @Put('committee/:id/subtheme')
  @Allow('update', 'AbstractDecision')
  async subtheme(
    @Param('id', AbstractId) id: string,
    @Body() body: SubthemeChangeDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<CommitteeDetail>> {
    return {
      success: true,
      message: reviewMessages.subthemeChanged,
      data: await this.review.changeSubtheme(id, body.subtheme, actor),
    };
  }

  @ApiOperation({ summary: 'Decides the chosen abstracts: accepted or rejected' })
  @Put('decisions')
  @Allow('update', 'AbstractDecision')
  async decide(
    @Body() body: DecisionDto,
    @Actor() actor: AuditActor,
  ): Promise<DataResult<{ updated: number }>> {
    const updated = await this.review.decide(body, actor);
    return { success: true, message: reviewMessages.decisionSaved(updated), data: { updated } };
  }

  @ApiOperation({ summary: 'Counts the abstracts by subtheme, status and review progress' })
  @Get('statistics')
  @Allow('read', 'AbstractDecision')
  async statistics(): Promise<DataResult<ReviewStatistics>> {
    return { success: true, message: 'Review statistics', data: await this.review.statistics() };
  }
}
