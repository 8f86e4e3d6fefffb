import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '@/features/home/components/landing-page';
import { SearchButton } from '@/features/search/components/search-button';

export const Route = createFileRoute('/')({ component: HomeRoute });

function HomeRoute() {
  return <LandingPage search={<SearchButton variant="hero" />} />;
}
