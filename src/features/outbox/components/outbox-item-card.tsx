import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import { AriaDisabledButton } from '@/ui/aria-disabled-button';
import { DialogFrame } from '@/ui/dialog';
import { editableFieldsOf, fieldErrorOf, kindText, refusalOfItem, voteText, waitingReason } from '../outbox-texts';
import { outboxActions, type OutboxItem } from '../use-outbox';
import { OutboxItemEditor } from './outbox-item-editor';

/**
 * One item of the outbox: what it is, its state and why, and what the user can do with it. A waiting item can
 * be sent now; a refused one is never offered as is (the server would refuse it again): correctable texts get
 * an editor, any other refusal only the way to discard it.
 */
export function OutboxItemCard({ item }: { item: OutboxItem }) {
  const t = useT();
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Closing the editor removes the button that had the focus: the item's first action takes it.
  const actions = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) wasEditing.current = true;
    else if (wasEditing.current) {
      wasEditing.current = false;
      actions.current?.querySelector('button')?.focus();
    }
  }, [editing]);
  const sending = item.state === 'sending';
  const failed = item.state === 'failed';
  const reason = failed ? undefined : waitingReason(item);
  const vote = voteText(item);
  const final = failed && refusalOfItem(item) === 'final';
  const editable = failed ? editableFieldsOf(item) : [];
  // Field codes the editor does not show next to a field (scores, the target, "already rated").
  const otherCodes = failed
    ? Object.entries(item.error?.fields ?? {}).filter(([name]) => !editing || !editable.some((field) => field === name))
    : [];

  return (
    <li className={`outbox-item outbox-item-${item.state}`} tabIndex={-1}>
      <div className="outbox-item-head">
        <span className="outbox-kind">{t(kindText(item.collection))}</span>
        <span className={`outbox-state outbox-state-${item.state}`}>{t(`outbox.state.${item.state}`)}</span>
      </div>
      {item.label ? <p className="outbox-label">{item.label}</p> : null}
      {vote ? <p className="outbox-vote">{t(vote)}</p> : null}
      <p className="outbox-date">
        {t('outbox.written', { date: intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </p>
      {reason ? <p className="outbox-reason">{t(reason)}</p> : null}
      {failed ? (
        <div className="outbox-reason outbox-reason-failed">
          <p>{t('outbox.reason.invalid')}</p>
          {otherCodes.length > 0 ? (
            <ul>
              {otherCodes.map(([name, code]) => {
                const error = fieldErrorOf(name, code);
                return <li key={name}>{t(error.id, error.values)}</li>;
              })}
            </ul>
          ) : (
            <p>{t('outbox.code.other')}</p>
          )}
          {final ? <p>{t('outbox.final')}</p> : null}
        </div>
      ) : null}
      {editing ? (
        <OutboxItemEditor
          item={item}
          fields={editable}
          onCancel={() => setEditing(false)}
          onSave={(payload) => {
            setEditing(false);
            void outboxActions.updatePayload(item.id, payload);
          }}
        />
      ) : (
        <div className="outbox-actions" ref={actions}>
          {failed ? null : (
            <AriaDisabledButton
              className="button"
              unavailable={sending}
              onClick={() => void outboxActions.retryNow(item.id)}
            >
              {t('outbox.retry')}
            </AriaDisabledButton>
          )}
          {editable.length > 0 ? (
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {t('outbox.edit')}
            </button>
          ) : null}
          <AriaDisabledButton
            className="button button-secondary"
            unavailable={sending}
            onClick={() => setConfirming(true)}
          >
            {t('outbox.discard')}
          </AriaDisabledButton>
        </div>
      )}
      <DialogFrame
        open={confirming}
        onOpenChange={setConfirming}
        title={t('outbox.discard.title')}
        description={t('outbox.discard.text')}
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {t('outbox.discard.keep')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setConfirming(false);
                void outboxActions.discard(item.id);
              }}
            >
              {t('outbox.discard')}
            </button>
          </>
        }
      />
    </li>
  );
}
