import { useEffect, useRef, type ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { FormError } from '@/domain/schemas/form-errors';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { doneTexts, type DoneOutcome } from './done-outcome';
import './form.css';

/** The way back after a submit: to what was rated or reported. */
export interface DoneBack {
  label: string;
  lang?: string;
  link: LinkProps;
}

interface FormDoneProps {
  /** What the server does with it once delivered ("published after moderation", "moderators will review it"). */
  message: string;
  outcome: DoneOutcome;
  offline: boolean;
  /** The server's reasons when it refused the item. */
  errors?: readonly FormError[];
  back: DoneBack;
  /** Extra actions (e.g. rate another course). */
  children?: ReactNode;
}

/**
 * The page after a submit, headed by what became of the item: delivered, saved on the device and waiting, or
 * refused with the server's reasons and the way to the outbox, worded for what can be done there (correct it, or
 * only discard it). Focus moves here so a screen reader announces it.
 */
export function FormDone({ message, outcome, offline, errors = [], back, children }: FormDoneProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  // The form it replaces was scrolled far down: the focus goes to the heading, and the whole confirmation (heading
  // and what happens next) is brought to the top of the screen, rather than left where focus alone might scroll it
  // (browsers may scroll only as far as the heading's own edge).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  const texts = doneTexts(outcome, offline);
  return (
    <section className="form-done" aria-labelledby="form-done-title" ref={section}>
      <h2 id="form-done-title" ref={heading} tabIndex={-1}>
        {t(texts.title)}
      </h2>
      <div role="status">
        {texts.next ? <p>{message}</p> : null}
        {texts.progress ? <p>{t(texts.progress)}</p> : null}
      </div>
      {texts.outboxLink ? (
        <div role="alert">
          <p>{t('form.done.refused')}</p>
          <ul>
            {errors.map((error, i) => (
              <li key={i}>{t(error.id satisfies MessageId, error.values)}</li>
            ))}
          </ul>
          <p>
            <a href="/outbox">{t(texts.outboxLink)}</a>
          </p>
        </div>
      ) : null}
      <p className="form-actions">
        <Link className="button button-secondary" {...back.link} lang={back.lang}>
          {back.label}
        </Link>
        {children}
      </p>
    </section>
  );
}
