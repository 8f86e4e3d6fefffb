import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { usePageMeta } from '@/lib/head/page-meta';
import { useT } from '@/lib/i18n/use-t';
import { InstitutionIcon, InstructorIcon, ProgramIcon, ShieldIcon } from '@/ui/icons';
import { HomeLive } from './home-live';

function EntryCard({ icon, title, text, link }: { icon: ReactNode; title: string; text: string; link: LinkProps }) {
  return (
    <li className="entry-card">
      {icon}
      <h2 className="entry-title">
        <Link className="card-link" {...link}>
          {title}
        </Link>
      </h2>
      <p>{text}</p>
    </li>
  );
}

/**
 * `/` and `/home`: where to start (the search, given by the route, and the three lists), the promise that ratings
 * are anonymous, then the latest reviews, the counts and the best rated (HomeLive), and what is coming.
 */
export function LandingPage({ search }: { search?: ReactNode }) {
  const t = useT();
  usePageMeta(null);
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.title')}</h1>
        <p className="hero-lead">{t('home.lead')}</p>
        {search}
        <p className="anonymity-note">
          <ShieldIcon />
          <span>{t('home.anonymous')}</span>
        </p>
      </section>
      <ul className="entry-cards" aria-label={t('home.entries')}>
        <EntryCard
          icon={<InstitutionIcon />}
          title={t('home.card.institution.title')}
          text={t('home.card.institution.text')}
          link={{ to: '/institutions' }}
        />
        <EntryCard
          icon={<InstructorIcon />}
          title={t('home.card.instructor.title')}
          text={t('home.card.instructor.text')}
          link={{ to: '/instructors' }}
        />
        <EntryCard
          icon={<ProgramIcon />}
          title={t('home.card.program.title')}
          text={t('home.card.program.text')}
          link={{ to: '/programs' }}
        />
      </ul>
      <HomeLive />
    </div>
  );
}
