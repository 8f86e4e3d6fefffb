import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { useOfflineDirectory } from '../use-offline-directory';
import './settings.css';

/** Sizes as a reader knows them: kilobytes under a megabyte, else megabytes to one decimal. */
function useSize() {
  const intl = useIntl();
  return (bytes: number) =>
    bytes < 1_000_000
      ? intl.formatNumber(Math.max(1, Math.round(bytes / 1000)), {
          style: 'unit',
          unit: 'kilobyte',
          unitDisplay: 'short',
        })
      : intl.formatNumber(Math.round(bytes / 100_000) / 10, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' });
}

/** The directory kept on this device: on or off, what is stored and how fresh, a failed update, "update now". */
function OfflineDirectorySection() {
  const t = useT();
  const intl = useIntl();
  const size = useSize();
  const titleId = useId();
  const switchId = useId();
  const directory = useOfflineDirectory();
  const { state } = directory;
  const date = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' });
  let summary: string;
  if (!directory.on) summary = t('settings.directory.off');
  else if (directory.running) summary = t('settings.directory.updating');
  else if (state) summary = t('settings.directory.updated', { date: date(state.updatedAt) });
  else summary = state === null ? t('settings.directory.none') : '';
  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('settings.directory.title')}</h2>
      <p>{t('settings.directory.text')}</p>
      <p className="settings-note">{t('settings.directory.when')}</p>
      <div className="check-field">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={directory.on}
          onChange={(event) => directory.setOn(event.target.checked)}
        />
        <label htmlFor={switchId}>{t('settings.directory.switch')}</label>
      </div>
      <p role="status" className="settings-summary">
        {summary}
      </p>
      {directory.on && state ? (
        <>
          <dl className="settings-counts">
            <dt>{t('nav.institutions')}</dt>
            <dd>{intl.formatNumber(state.counts.institutions)}</dd>
            <dt>{t('nav.programs')}</dt>
            <dd>{intl.formatNumber(state.counts.programs)}</dd>
            <dt>{t('nav.instructors')}</dt>
            <dd>{intl.formatNumber(state.counts.instructors)}</dd>
          </dl>
          <p>{t('settings.directory.size', { size: size(state.bytes) })}</p>
        </>
      ) : null}
      {directory.on && directory.failedAt && !directory.running ? (
        <p className="settings-failure" role="alert">
          {t('settings.directory.failed', { date: date(directory.failedAt) })}
        </p>
      ) : null}
      {directory.on && directory.saveData ? <p className="settings-note">{t('settings.directory.saveData')}</p> : null}
      {directory.on ? (
        <button type="button" className="button" onClick={directory.updateNow} disabled={directory.running}>
          {t('settings.directory.updateNow')}
        </button>
      ) : null}
    </section>
  );
}

/** `/settings`: what this device keeps, for every reader (signed in or not; the account page is the account's). */
export function SettingsPage() {
  const t = useT();
  return (
    <PageFrame title={t('settings.title')} intro={t('settings.intro')}>
      <div className="settings-page">
        <OfflineDirectorySection />
      </div>
    </PageFrame>
  );
}
