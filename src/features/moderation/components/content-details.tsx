import { INSTITUTION_SCORES, PROGRAM_SCORES } from '@/domain/ratings';
import { meanScore, type ContentKind } from '@/domain/moderation';
import { useT } from '@/lib/i18n/use-t';
import type { ContentItem } from '../moderation-api';

const SCORES: Readonly<Record<ContentKind, readonly string[]>> = {
  institution_ratings: INSTITUTION_SCORES,
  program_ratings: PROGRAM_SCORES,
  instructor_ratings: ['overall_quality'],
  instructors: [],
};

const text = (item: ContentItem, field: string) => (typeof item[field] === 'string' ? (item[field] as string) : '');

/**
 * The body of a rating or an instructor suggestion as the moderator judges it: the free texts in full (the only
 * place abuse can hide), with the figures that give them context.
 */
export function ContentDetails({ kind, item }: { kind: ContentKind; item: ContentItem }) {
  const t = useT();
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
  const mean = meanScore(item, SCORES[kind]);
  const course = text(item, 'course');
  const grade = text(item, 'grade');
  const difficulty = typeof item.difficulty === 'number' ? item.difficulty : null;
  return (
    <>
      <dl className="moderation-facts">
        {mean !== null ? (
          <>
            <dt>{t(kind === 'instructor_ratings' ? 'moderation.field.quality' : 'moderation.field.average')}</dt>
            <dd>{t('moderation.outOfFive', { value: mean })}</dd>
          </>
        ) : null}
        {difficulty !== null ? (
          <>
            <dt>{t('moderation.field.difficulty')}</dt>
            <dd>{t('moderation.outOfFive', { value: difficulty })}</dd>
          </>
        ) : null}
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
