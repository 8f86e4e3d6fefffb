import type { LinkProps } from '@tanstack/react-router';
import type { ReportTarget } from '../reported-item';

/** The page of a rated or reported target. */
export function targetLink(target: ReportTarget): LinkProps {
  switch (target.kind) {
    case 'institution':
      return { to: '/institutions/$institutionId', params: { institutionId: target.id } };
    case 'program':
      return { to: '/programs/$programId', params: { programId: target.id } };
    case 'instructor':
      return { to: '/instructors/$instructorId', params: { instructorId: target.id } };
  }
}
