import { useId, useState } from 'react';
import { decisionStatuses, REASON_MAX, takeDownStatuses, type ContentKind } from '@/domain/moderation';
import { takeDownLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { AriaDisabledButton } from '@/ui/aria-disabled-button';

export interface Decision {
  status: string;
  reason: string;
  takeDown?: string;
}

interface DecisionFormProps {
  /** The item's kind, or for a report the kind of the reported content (null when it no longer exists). */
  kind: ContentKind | null;
  report: boolean;
  onDecide: (decision: Decision) => Promise<void>;
}

/** Reason (optional, shown to the author) and the decision buttons of one waiting item. */
export function DecisionForm({ kind, report, onDecide }: DecisionFormProps) {
  const t = useT();
  const reasonId = useId();
  const hintId = useId();
  const takeDownId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const takeDowns = kind ? takeDownStatuses(kind) : [];
  const [takeDown, setTakeDown] = useState<string>(takeDowns[0] ?? '');

  const submit = (decision: Omit<Decision, 'reason'>) => async () => {
    setBusy(true);
    try {
      await onDecide({ ...decision, reason: reason.trim() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="moderation-decision">
      <label htmlFor={reasonId}>{t('moderation.reason')}</label>
      <textarea
        id={reasonId}
        aria-describedby={hintId}
        rows={2}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        disabled={busy}
      />
      <p id={hintId} className="moderation-hint">
        {t('moderation.reasonHint')}
      </p>
      {report && takeDowns.length > 1 ? (
        <p className="moderation-take-down">
          <label htmlFor={takeDownId}>{t('moderation.takeDownAs')}</label>
          <select id={takeDownId} value={takeDown} onChange={(e) => setTakeDown(e.target.value)} disabled={busy}>
            {takeDowns.map((s) => (
              <option key={s} value={s}>
                {t(takeDownLabel(s))}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <div className="moderation-actions">
        {report ? (
          <>
            <AriaDisabledButton
              className="button button-secondary"
              unavailable={busy}
              onClick={submit({ status: 'TREATED' })}
            >
              {t('moderation.report.keep')}
            </AriaDisabledButton>
            {kind ? (
              <AriaDisabledButton
                className="button"
                unavailable={busy}
                onClick={submit({ status: 'TREATED', takeDown })}
              >
                {t('moderation.report.takeDown')}
              </AriaDisabledButton>
            ) : null}
          </>
        ) : kind ? (
          <>
            <AriaDisabledButton
              className="button"
              unavailable={busy}
              onClick={submit({ status: decisionStatuses(kind).approve })}
            >
              {t('moderation.approve')}
            </AriaDisabledButton>
            <AriaDisabledButton
              className="button button-secondary"
              unavailable={busy}
              onClick={submit({ status: decisionStatuses(kind).reject })}
            >
              {t('moderation.reject')}
            </AriaDisabledButton>
          </>
        ) : null}
      </div>
    </div>
  );
}
