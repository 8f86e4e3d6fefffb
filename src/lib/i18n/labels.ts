// The one message id of each value the interface names: a score, a step of a scale, a tag, a grade or
// enrolment status, a yes/no answer, the state of a contribution, a take-down choice, a report's reason. Forms, charts, score bars, rating cards, the report page and moderation
// all ask here, so a value reads the same everywhere; the template types make the typecheck fail when a
// value of domain/ has no message. tests/unit/lang-labels.test.ts keeps lang/*.json from growing a second
// key for any of them.
import type { ListSort, ProgramDegree } from '@/domain/browse-search';
import type { ContributionState, TakeDownStatus } from '@/domain/moderation';
import type { EnrolmentStatus, GradeStatus, InstructorTag, ScoreName, ScoreScale, ScoreStep } from '@/domain/ratings';
import type { ReportReason } from '@/domain/report-reasons';
import type { MessageId } from './use-t';

export function scoreLabel(score: ScoreName): MessageId {
  return `browse.score.${score}`;
}

export function scaleStepLabel(scale: ScoreScale, step: ScoreStep): MessageId {
  return `browse.scale.${scale}.${step}`;
}

export function tagLabel(tag: InstructorTag): MessageId {
  return `browse.tag.${tag}`;
}

export function gradeStatusLabel(status: GradeStatus): MessageId {
  return `browse.grade.${status}`;
}

export function enrolmentLabel(status: EnrolmentStatus): MessageId {
  return `browse.enrolment.${status}`;
}

export function yesNoLabel(answer: boolean): MessageId {
  return answer ? 'browse.yesNo.yes' : 'browse.yesNo.no';
}

/** What an author reads about the state of their contribution (never the server's status name). */
export function contributionStateLabel(state: ContributionState): MessageId {
  return `contributions.state.${state}`;
}

/** The take-down choices a moderator reads for a reported item. */
export function takeDownLabel(status: TakeDownStatus): MessageId {
  return `moderation.takeDown.${status}`;
}

/** Why a report was sent, as the report form offers it and moderators read and filter it. */
export function reportReasonLabel(reason: ReportReason): MessageId {
  return `report.reason.${reason}`;
}

/** A kind of degree the programs list filters by (never the stored French text). */
export function degreeLabel(degree: ProgramDegree): MessageId {
  return `browse.degree.${degree}`;
}

/** An order of the ranked lists (the institutions, instructors and programs pages, an institution's directory). */
export function listSortLabel(sort: ListSort): MessageId {
  return `browse.directory.sort.${sort}`;
}
