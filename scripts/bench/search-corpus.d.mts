// Types of search-corpus.mjs for the tests' TypeScript.
export interface CorpusInstitution {
  id: string;
  name: string;
  name_ar: string;
  aliases: string[];
  governorate: string;
  review_count: number;
  kind: string;
  programs: string[][];
  [field: string]: unknown;
}
export interface CorpusProgram {
  id: string;
  degree: string;
  discipline_major: string;
  specialization_pathway: string;
  discipline_major_ar?: string;
  specialization_pathway_ar?: string;
  institution_name: string;
  institution_name_ar: string;
  review_count: number;
  [field: string]: unknown;
}
export interface CorpusInstructor {
  id: string;
  name: string;
  department: string;
  institution_name: string;
  institution_name_ar: string;
  review_count: number;
  [field: string]: unknown;
}
export function referenceInstitutions(): CorpusInstitution[];
export function programNamesAr(): {
  disciplines?: Record<string, string>;
  specializations?: Record<string, string>;
} | null;
export function referencePrograms(institutions: readonly CorpusInstitution[]): CorpusProgram[];
export function fixtureInstructors(institutions: readonly CorpusInstitution[]): CorpusInstructor[];
export function syntheticInstructors(
  count: number,
  options: { seed?: number; institutions: readonly CorpusInstitution[]; exclude?: (name: string) => boolean },
): CorpusInstructor[];
