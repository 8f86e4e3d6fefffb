import { useEffect, useRef, type ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { FormError } from '@/domain/schemas/form-errors';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import './form.css';

export type DoneState = 'queued' | 'delivered' | 'failed';

/** The way back after a submit: to what was rated or reported. */
export interface DoneBack {
  label: string;
  lang?: string;
  link: LinkProps;
}

interface FormDoneProps {
  /** What the server does with it once delivered ("published after moderation", "SUBMITTED"). */
  message: string;
  state: DoneState;
  offline: boolean;
  /** The server's reasons when it refused the item. */
  errors?: readonly FormError[];
  back: DoneBack;
  /** Extra actions (e.g. rate another course). */
  children?: ReactNode;
}

/**
 * The page after a submit: the answers are saved (queued in the outbox), what happens next, whether it waits
 * for the network, and, if the server refused it, why, with the way to the outbox. Focus moves here so a
 * screen reader announces it.
 */
export function FormDone({ message, state, offline, errors = [], back, children }: FormDoneProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="form-done" aria-labelledby="form-done-title">
      <h2 id="form-done-title" ref={heading} tabIndex={-1}>
        {t('form.done.title')}
      </h2>
      <div role="status">
        {state !== 'failed' ? <p>{message}</p> : null}
        {state === 'queued' && offline ? <p>{t('form.done.offline')}</p> : null}
        {state === 'queued' && !offline ? <p>{t('form.done.sending')}</p> : null}
      </div>
      {state === 'failed' ? (
        <div role="alert">
          <p>{t('form.done.refused')}</p>
          <ul>
            {errors.map((error, i) => (
              <li key={i}>{t(error.id satisfies MessageId, error.values)}</li>
            ))}
          </ul>
          <p>
            <a href="/outbox">{t('form.done.openOutbox')}</a>
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
