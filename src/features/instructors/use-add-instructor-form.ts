import { InstructorSuggestionSchema } from '@/domain/schemas/instructor-suggestion';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';

export interface AddInstructorValues extends Record<string, unknown> {
  name: string;
  institution: string;
  /** Shown in the picker after a reload; not sent (the schema keeps only payload fields). */
  institution_name: string;
  department: string;
  directory_listing: string;
  user_agrees: boolean;
}

const INITIAL: AddInstructorValues = {
  name: '',
  institution: '',
  institution_name: '',
  department: '',
  directory_listing: '',
  user_agrees: false,
};

/** The add-instructor form: one draft (there is no target yet), validated and queued in the outbox. */
export function useAddInstructorForm() {
  return useOutboxForm({
    collection: 'instructors',
    schema: InstructorSuggestionSchema,
    draftKey: 'instructor-suggestion:new',
    initial: INITIAL,
    label: (values) => values.name.trim(),
  });
}
