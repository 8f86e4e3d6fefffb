// The institution filter's choices and the Arabic names of result institutions, from the stored full list.
export { useInstitutionNames, useResultInstitutionNames } from '@/lib/mirror/institutions-list';
