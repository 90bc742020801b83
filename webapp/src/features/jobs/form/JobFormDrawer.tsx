import type { Job } from '@shared/api/jobs';
import { JOB_TYPE_OPTIONS, SALARY_RATE_OPTIONS, WORK_TYPE_OPTIONS } from '@shared/jobs';
import { jobsCopy } from '@shared/ui-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PencilLine } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../../lib/api-context';
import { lazyComponent } from '../../../lib/lazy-component';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { MountOnFirstOpen } from '../../../ui/MountOnFirstOpen';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { jobPath } from '../../shell/paths';
import { patchJobInCaches, refreshJobLists } from '../job-cache';
import { useJobFormStore } from '../job-form-store';
import { createJob, updateJob } from '../jobs-api';
import { MarkdownText } from '../MarkdownText';
import { formValuesOf, type JobFormValues, jobBodyOf } from './job-form-values';

const copy = jobsCopy.form;
const DescriptionDialog = lazyComponent(() => import('../rich-text/DescriptionDialog'), 'DescriptionDialog');

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Suggestions({ id, options }: { id: string; options: readonly string[] }) {
  return (
    <datalist id={id}>
      {options.map((option) => (
        <option key={option} value={option} />
      ))}
    </datalist>
  );
}

function JobForm({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const api = useApiClient();
  const viewer = useViewer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<JobFormValues>(() => formValuesOf(job));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDescriptionOpen, setDescriptionOpen] = useState(false);
  const set = (key: keyof JobFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const save = useMutation({
    mutationFn: async (status: 'Published' | 'Draft') => {
      const { body } = jobBodyOf(values, viewer.userId, status);
      if (!job) return createJob(api, body);
      const { createdBy: _createdBy, status: _status, ...fields } = body;
      return updateJob(api, {
        ...fields,
        modifiedBy: viewer.userId,
        jobId: job.jobId,
        ...(job.status === 'Draft' ? { status } : {}),
      });
    },
    onSuccess: (saved, status) => {
      patchJobInCaches(queryClient, saved.jobId, saved);
      void refreshJobLists(queryClient);
      toast.success(job ? copy.saved : status === 'Draft' ? copy.drafted : copy.published);
      onClose();
      if (!job) navigate(jobPath(saved.jobId, 'POSTED'));
    },
    onError: (error) => toast.error(error.message),
  });

  function submit(status: 'Published' | 'Draft') {
    const { errors: found } = jobBodyOf(values, viewer.userId, status);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(status);
  }

  const field = (key: keyof JobFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={values[key]} onChange={set(key)} error={errors[key] ?? null} {...extra} />
  );
  const isDraft = !job || job.status === 'Draft';
  return (
    <form
      id="job-form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit('Published');
      }}
      className="flex flex-col gap-6"
    >
      {field('title', copy.title, { required: true, autoFocus: true })}
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-slate-800">{copy.description}</span>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          {values.description ? (
            <MarkdownText markdown={values.description} />
          ) : (
            <p className="text-sm text-slate-600">{copy.descriptionEmpty}</p>
          )}
        </div>
        {errors.description ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.description}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={PencilLine}
            onClick={() => setDescriptionOpen(true)}
          >
            {values.description ? copy.editDescription : copy.addDescription}
          </Button>
        </div>
        <MountOnFirstOpen isOpen={isDescriptionOpen}>
          <DescriptionDialog
            open={isDescriptionOpen}
            onClose={() => setDescriptionOpen(false)}
            value={values.description}
            onSave={(description) => setValues((current) => ({ ...current, description }))}
          />
        </MountOnFirstOpen>
      </div>
      <Fieldset legend={jobsCopy.page.aboutCompany}>
        {field('companyName', copy.companyName)}
        {field('companyLogo', copy.companyLogo, { type: 'url', inputMode: 'url' })}
        <TextArea
          label={copy.companyDescription}
          value={values.companyDescription}
          onChange={set('companyDescription')}
          error={errors.companyDescription ?? null}
          rows={3}
        />
      </Fieldset>
      <Fieldset legend={copy.location}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {field('city', copy.city)}
          {field('state', copy.state)}
          {field('country', copy.country, { maxLength: 2, autoCapitalize: 'characters', placeholder: 'US' })}
        </div>
      </Fieldset>
      <Fieldset legend={copy.salary}>
        <div className="grid grid-cols-2 gap-3">
          {field('salaryMin', copy.salaryMin, { inputMode: 'numeric' })}
          {field('salaryMax', copy.salaryMax, { inputMode: 'numeric' })}
          {field('currency', copy.currency, { maxLength: 3, autoCapitalize: 'characters' })}
          {field('rate', copy.rate, { list: 'job-rate-options' })}
        </div>
        <Suggestions id="job-rate-options" options={SALARY_RATE_OPTIONS} />
      </Fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {field('jobType', copy.jobType, { list: 'job-type-options' })}
        {field('workType', copy.workType, { list: 'work-type-options' })}
        <Suggestions id="job-type-options" options={JOB_TYPE_OPTIONS} />
        <Suggestions id="work-type-options" options={WORK_TYPE_OPTIONS} />
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="button" variant="ghost" onClick={onClose}>
          {copy.cancel}
        </Button>
        {isDraft ? (
          <Button
            type="button"
            variant="secondary"
            isLoading={save.isPending && save.variables === 'Draft'}
            disabled={save.isPending}
            onClick={() => submit('Draft')}
          >
            {copy.saveDraft}
          </Button>
        ) : null}
        <Button type="submit" isLoading={save.isPending && save.variables === 'Published'} disabled={save.isPending}>
          {isDraft ? copy.publish : copy.save}
        </Button>
      </div>
    </form>
  );
}

/** POST A JOB, and View/Edit Job Details of a posted job (spec 1 §2, §6). */
export function JobFormDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const editing = useJobFormStore((state) => state.editing);
  const setEditing = useJobFormStore((state) => state.setEditing);
  const close = () => {
    onClose();
    setEditing(null);
  };
  return (
    <Drawer open={open} onClose={close} title={editing ? copy.editTitle : copy.createTitle} size="lg">
      {open ? <JobForm key={editing?.jobId ?? 'new'} job={editing} onClose={close} /> : null}
    </Drawer>
  );
}
