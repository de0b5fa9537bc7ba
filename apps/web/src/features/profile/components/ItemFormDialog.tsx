import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { createProfileItem, updateProfileItem, type ProfileItemArea, type ProfileItemTypes } from '@/features/profile/api/profile.api';
import { profileKeys } from '@/features/profile/api/profile.queries';
import { ImageUrlField } from '@/features/profile/components/ImageUrlField';
import { useImageUpload } from '@/features/profile/components/useImageUpload';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';

export type FieldDef = {
  name: string;
  label: string;
  // 'image': a link, or a file uploaded through `upload` (which answers the path to store).
  kind: 'text' | 'textarea' | 'select' | 'month' | 'date' | 'url' | 'image';
  options?: readonly { value: string; label: string }[];
  optional?: boolean;
  placeholder?: string;
  hint?: string;
  wide?: boolean;
  // For an end date: a checkbox that blanks it ('Present').
  ongoingLabel?: string;
  upload?: (file: File) => Promise<string>;
};

interface SchemaLike {
  safeParse(input: unknown): { success: boolean; data?: unknown; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

type ItemFormDialogProps<A extends ProfileItemArea> = {
  area: A;
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  fields: readonly FieldDef[];
  schema: SchemaLike;
  initial: Record<string, string>;
  editingId?: number;
  toasts: { created: { title: string; description: string }; updated: { title: string; description: string } };
  submitLabel: string;
  // A new entry's id, so the section can move focus to it once it is listed.
  onCreated?: (id: number) => void;
};

// Add/edit dialog for a portfolio, experience or education entry: the contracts'
// schema gives the client-side texts; the server's field errors land on the same fields.
export function ItemFormDialog<A extends ProfileItemArea>({
  area,
  userId,
  open,
  onOpenChange,
  title,
  description,
  fields,
  schema,
  initial,
  editingId,
  toasts,
  submitLabel,
  onCreated,
}: ItemFormDialogProps<A>) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [ongoing, setOngoing] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(fields.filter((f) => f.ongoingLabel).map((f) => [f.name, editingId !== undefined && !initial[f.name]])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (input: ProfileItemTypes[A]['input']) => (editingId === undefined ? createProfileItem(area, input) : updateProfileItem(area, editingId, input)),
    onSuccess: (saved) => {
      toast({ ...(editingId === undefined ? toasts.created : toasts.updated), variant: 'success' });
      if (editingId === undefined) onCreated?.(saved.id);
      onOpenChange(false);
    },
    onError: (error) => {
      const text = errorText(error, `Failed to save. Please try again.`);
      setFailure(text);
      setErrors(apiFieldErrors(error));
      toast({ title: 'Error', description: text, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(area, userId) }),
  });
  const busy = mutation.isPending;

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  // At most one image field per form; an uploaded file's path becomes its value.
  const imageField = fields.find((field) => field.kind === 'image' && field.upload);
  const image = useImageUpload(
    (file: File) => imageField?.upload?.(file) ?? Promise.reject(new Error('This form takes no uploads')),
    (path) => (imageField ? set(imageField.name, path) : undefined),
  );
  const uploading = image.uploading;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    setFailure(null);
    const input = Object.fromEntries(fields.map((f) => [f.name, ongoing[f.name] ? '' : (values[f.name] ?? '')]));
    const result = validate(schema.safeParse(input));
    if (result.errors) {
      const found = result.errors;
      showErrorsAndFocus(() => setErrors(found), formRef.current);
      return;
    }
    setErrors({});
    mutation.mutate(result.data as ProfileItemTypes[A]['input']);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl">
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FailureAlert title="Not saved" failure={failure} />
          <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{title}</legend>
            {fields.map((field) => {
              const value = values[field.name] ?? '';
              if (field.kind === 'image') {
                return (
                  <ImageUrlField
                    key={field.name}
                    name={field.name}
                    label={field.label}
                    value={value}
                    placeholder={field.placeholder}
                    hint={field.hint}
                    error={errors[field.name]}
                    uploading={uploading}
                    onChange={(next) => set(field.name, next)}
                    onPick={field.upload ? image.pick : undefined}
                  />
                );
              }
              const common = { name: field.name, value, placeholder: field.placeholder };
              const isOngoing = Boolean(ongoing[field.name]);
              let control;
              if (field.kind === 'textarea') {
                control = <Textarea {...common} rows={4} onChange={(e) => set(field.name, e.target.value)} />;
              } else if (field.kind === 'select') {
                control = (
                  <Select {...common} onChange={(e) => set(field.name, e.target.value)}>
                    <option value="" disabled>
                      Choose…
                    </option>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                );
              } else {
                control = (
                  <Input
                    {...common}
                    value={isOngoing ? '' : value}
                    disabled={isOngoing}
                    type={field.kind === 'text' ? 'text' : field.kind}
                    inputMode={field.kind === 'url' ? 'url' : undefined}
                    onChange={(e) => set(field.name, e.target.value)}
                  />
                );
              }
              return (
                <div key={field.name} className={cn('grid gap-2', (field.wide || field.kind === 'textarea') && 'sm:col-span-2')}>
                  <FormField label={field.label} optional={field.optional} error={errors[field.name]} hint={field.hint}>
                    {control}
                  </FormField>
                  {field.ongoingLabel ? (
                    <label className="flex w-fit items-center gap-2 text-sm text-muted-foreground">
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--color-brand-strong)]"
                        checked={isOngoing}
                        onChange={(e) => setOngoing((current) => ({ ...current, [field.name]: e.target.checked }))}
                      />
                      {field.ongoingLabel}
                    </label>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Saving..." disabled={uploading}>
            {submitLabel}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
