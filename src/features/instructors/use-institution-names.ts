// The institution filter's choices and the Arabic names of result institutions, from the mirrored full list.
export { useInstitutionNames, useResultInstitutionNames } from '@/lib/mirror/institutions-list';
