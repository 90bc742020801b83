import type { SelfProfile } from '@shared/api/profiles';
import { profileCopy } from '@shared/ui-copy';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from '../../../ui/toast-store';
import { AboutFields } from './AboutFields';
import { CompanyFields } from './CompanyFields';
import { ContactFields } from './ContactFields';
import { CustomLinksEditor } from './CustomLinksEditor';
import {
  type FormErrors,
  formValuesOf,
  type ProfileFormValues,
  type ValidForm,
  validateProfileForm,
} from './profile-form';
import { useImageCheck } from './use-image-check';
import { ProfileSaveError } from './use-save-profile';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left w-full text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Drops the errors of a field (and of its rows) once the user edits it. */
function withoutErrorsOf(errors: FormErrors, field: string): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path !== field && !path.startsWith(`${field}.`)));
}

export type EditProfileFormProps = {
  id: string;
  profile: SelfProfile;
  onSave: (form: ValidForm) => Promise<unknown>;
};

/** The fields of the edit-profile drawer, checked with the shared contracts before saving. */
export function EditProfileForm({ id, profile, onSave }: EditProfileFormProps) {
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const avatarCheck = useImageCheck(values.avatar);
  const logoCheck = useImageCheck(values.company.logo);

  const onChange = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutErrorsOf(current, field));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const result = validateProfileForm(values, profile.userId);
    const imageErrors: FormErrors = {
      ...(avatarCheck === 'broken' ? { avatar: profileCopy.edit.imageDoesNotLoad } : {}),
      ...(logoCheck === 'broken' ? { 'company.logo': profileCopy.edit.imageDoesNotLoad } : {}),
    };
    if (!result.ok || Object.keys(imageErrors).length > 0) {
      setErrors({ ...imageErrors, ...(result.ok ? {} : result.errors) });
      toast.error(profileCopy.edit.fixErrors);
      return;
    }
    try {
      await onSave(result.value);
    } catch (error) {
      const fieldErrors = error instanceof ProfileSaveError ? error.fieldErrors : {};
      setErrors(fieldErrors);
      const message = error instanceof Error ? error.message : String(error);
      if (Object.keys(fieldErrors).length === 0) setFailure(message);
      toast.error(message);
    }
  }

  const groupProps = { values, errors, onChange };
  const sections = profileCopy.edit.sections;
  return (
    <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-6">
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <FormSection title={sections.about}>
        <AboutFields {...groupProps} />
      </FormSection>
      <FormSection title={sections.contact}>
        <ContactFields {...groupProps} />
      </FormSection>
      <FormSection title={sections.links}>
        <CustomLinksEditor {...groupProps} />
      </FormSection>
      <FormSection title={sections.company}>
        <CompanyFields {...groupProps} />
      </FormSection>
    </form>
  );
}
