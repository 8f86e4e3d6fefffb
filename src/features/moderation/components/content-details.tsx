import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { INSTITUTION_SCORES, INSTRUCTOR_SCORES, PROGRAM_SCORES } from '@/domain/ratings';
import { meanScore, type ContentKind } from '@/domain/moderation';
import { formatScore } from '@/lib/i18n/format-score';
import { scoreLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import type { ContentItem } from '../moderation-api';

/** The scores averaged into one figure (an instructor rating's two scores are shown one by one). */
const AVERAGED: Readonly<Record<'institution_ratings' | 'program_ratings', readonly string[]>> = {
  institution_ratings: INSTITUTION_SCORES,
  program_ratings: PROGRAM_SCORES,
};

const text = (item: ContentItem, field: string) => (typeof item[field] === 'string' ? (item[field] as string) : '');

/**
 * The body of a rating or an instructor suggestion as the moderator judges it: the free texts in full (the only
 * place abuse can hide), with the figures that give them context.
 */
export function ContentDetails({
  kind,
  item,
}: {
  kind: Exclude<ContentKind, 'instructor_claims' | 'rating_replies' | 'rating_revisions'>;
  item: ContentItem;
}) {
  const t = useT();
  const intl = useIntl();
  if (kind === 'instructors') {
    const link = text(item, 'directory_listing');
    return (
      <dl className="moderation-facts">
        <dt>{t('moderation.field.name')}</dt>
        <dd>{text(item, 'name')}</dd>
        <dt>{t('moderation.field.department')}</dt>
        <dd>{text(item, 'department')}</dd>
        {link ? (
          <>
            <dt>{t('moderation.field.directory')}</dt>
            <dd>
              <a href={link} rel="noopener noreferrer nofollow" target="_blank" dir="ltr">
                {link}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    );
  }
  const mean = kind === 'instructor_ratings' ? null : meanScore(item, AVERAGED[kind]);
  const scores = kind === 'instructor_ratings' ? INSTRUCTOR_SCORES.filter((key) => typeof item[key] === 'number') : [];
  const course = text(item, 'course');
  const grade = text(item, 'grade');
  return (
    <>
      <dl className="moderation-facts">
        {mean !== null ? (
          <>
            <dt>{t('moderation.field.average')}</dt>
            <dd>{t('moderation.outOfFive', { value: formatScore(intl, mean) })}</dd>
          </>
        ) : null}
        {scores.map((key) => (
          <Fragment key={key}>
            <dt>{t(scoreLabel(key))}</dt>
            <dd>{t('moderation.outOfFive', { value: formatScore(intl, item[key] as number) })}</dd>
          </Fragment>
        ))}
        {course ? (
          <>
            <dt>{t('moderation.field.course')}</dt>
            <dd>{course}</dd>
          </>
        ) : null}
        {grade ? (
          <>
            <dt>{t('moderation.field.grade')}</dt>
            <dd>{grade}</dd>
          </>
        ) : null}
      </dl>
      <blockquote className="moderation-text" dir="auto">
        {text(item, 'review')}
      </blockquote>
    </>
  );
}
