import type { FormErrors, ProfileFormValues } from './profile-form';

/** What each group of fields of the edit-profile form receives. */
export type FieldGroupProps = {
  values: ProfileFormValues;
  errors: FormErrors;
  onChange: <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => void;
};
