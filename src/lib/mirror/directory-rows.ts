// Rows of the device's directory (contract/directory-sync.js) in the shapes the views read, without the search
// index: the institutions list, and one record's header figures for a page never opened on this device.
import { DIRECTORY_COLUMNS, type Directory, type DirectoryKind, type Row } from '@/domain/directory-sync';

const at = (kind: DirectoryKind, row: Row, column: string) => row[DIRECTORY_COLUMNS[kind].indexOf(column)];
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The directory's institutions as rows of the mirrored institutions list (institutions_search, without `country`). */
export function directoryInstitutionRows(directory: Directory) {
  return Object.values(directory.institutions).map((row) => ({
    id: str(at('institutions', row, 'id')),
    name: str(at('institutions', row, 'name')),
    name_ar: str(at('institutions', row, 'name_ar')),
    aliases: (at('institutions', row, 'aliases') as string[] | undefined) ?? [],
    country: '',
    governorate: str(at('institutions', row, 'governorate')),
    sector: str(at('institutions', row, 'sector')),
    overall_rating: num(at('institutions', row, 'score')),
    review_count: num(at('institutions', row, 'reviews')),
  }));
}

/** What a record page's header shows of a record the directory holds: its name, its institution's names, its figures. */
export interface DirectoryFigures {
  name: string;
  /** Arabic name (institutions); a program's Arabic discipline. */
  nameAr: string;
  institutionId: string;
  institutionName: string;
  institutionNameAr: string;
  department: string;
  score: number;
  reviews: number;
}

/** The header figures of one record, or undefined when the directory does not hold it. */
export function directoryFigures(directory: Directory, kind: DirectoryKind, id: string): DirectoryFigures | undefined {
  const row = directory[kind][id];
  if (!row) return undefined;
  const institutionId = kind === 'institutions' ? '' : str(at(kind, row, 'institution'));
  const institution = institutionId ? directory.institutions[institutionId] : undefined;
  const programName = () =>
    str(at('programs', row, 'specialization_pathway')) || str(at('programs', row, 'discipline_major'));
  const programNameAr = () =>
    str(at('programs', row, 'specialization_pathway_ar')) || str(at('programs', row, 'discipline_major_ar'));
  return {
    name: kind === 'programs' ? programName() : str(at(kind, row, 'name')),
    nameAr: kind === 'programs' ? programNameAr() : kind === 'institutions' ? str(at(kind, row, 'name_ar')) : '',
    institutionId,
    institutionName: institution ? str(at('institutions', institution, 'name')) : '',
    institutionNameAr: institution ? str(at('institutions', institution, 'name_ar')) : '',
    department: kind === 'instructors' ? str(at(kind, row, 'department')) : '',
    score: num(at(kind, row, 'score')),
    reviews: num(at(kind, row, 'reviews')),
  };
}
