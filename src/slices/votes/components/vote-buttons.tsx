import { useContext, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ERROR_CODES } from '@/domain/error-codes';
import { VOTE_TARGET_GONE, type VoteCounts, type VoteValue } from '@/domain/votes';
import { useSessionUser } from '@/lib/auth/session-store';
import { ensureMessagePart } from '@/lib/i18n/language-store';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { VoteGate } from './vote-gate';

export interface VoteButtonsProps {
  value: VoteValue;
  counts: VoteCounts;
  /** The field code of a refused vote on this rating (own rating, rating gone). */
  refusal?: string;
  /** A verified reader pressed one: the button's value (pressing the pressed one withdraws, decided by the caller). */
  onVote: (pressed: 1 | -1) => void;
}

function refusalText(code: string): MessageId {
  if (code === ERROR_CODES.OWN_RATING) return 'browse.vote.refused.own';
  if (code === ERROR_CODES.OWN_PROFILE) return 'browse.vote.refused.ownProfile';
  if (code === VOTE_TARGET_GONE) return 'browse.vote.refused.gone';
  return 'browse.vote.refused.other';
}

/** "Helpful" / "Not helpful" toggles with their counts; a reader who may not vote is told why and how. */
export function VoteButtons({ value, counts, refusal, onVote }: VoteButtonsProps) {
  const t = useT();
  const intl = useIntl();
  const user = useSessionUser();
  const Gate = useContext(VoteGate);
  const [asked, setAsked] = useState(false);
  const prompt = useRef<HTMLDivElement>(null);
  const mayVote = user?.verified === true;
  const showPrompt = asked && !mayVote;
  useEffect(() => {
    if (showPrompt) prompt.current?.focus();
  }, [showPrompt]);
  const press = (pressed: 1 | -1) => {
    if (mayVote) onVote(pressed);
    // The accounts' prompts say their texts from the `contribute` part: loaded before they show.
    else void ensureMessagePart('contribute').then(() => setAsked(true));
  };
  const button = (pressed: 1 | -1, label: MessageId, count: number) => (
    <button
      type="button"
      className="vote-button"
      aria-pressed={mayVote && value === pressed}
      onClick={() => press(pressed)}
    >
      {t(label)} <span className="vote-count">({intl.formatNumber(count)})</span>
    </button>
  );
  return (
    <div className="vote">
      <div role="group" className="vote-buttons" aria-label={t('browse.vote.question')}>
        {button(1, 'browse.vote.helpful', counts.helpful)}
        {button(-1, 'browse.vote.unhelpful', counts.unhelpful)}
      </div>
      {refusal ? (
        <p className="vote-refusal" role="alert">
          {t(refusalText(refusal))}
        </p>
      ) : null}
      {showPrompt ? (
        <div className="vote-prompt" ref={prompt} tabIndex={-1}>
          <p>{t(user ? 'browse.vote.needsVerified' : 'browse.vote.needsSignIn')}</p>
          {Gate ? <Gate>{null}</Gate> : null}
        </div>
      ) : null}
    </div>
  );
}
