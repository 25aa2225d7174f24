import type { FormEvent, ReactNode } from "react";
import { FormField } from "@/web/components/FormField";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";
import type { useAuthForm } from "./use-auth-form";

type Field<T> = {
  name: keyof T & string;
  id: string;
  label: string;
  type?: "email" | "password";
  autoComplete: string;
  placeholder?: string;
};

type Props<T extends Record<string, unknown>> = {
  form: ReturnType<typeof useAuthForm<T>>;
  mutation: { mutateAsync: (values: T) => Promise<unknown>; isPending: boolean };
  fields: Field<T>[];
  submitLabel: string;
  successMessage: string;
  failureMessage: string;
  /** An error the server reports about one field, shown under it instead of as a toast. */
  fieldError?: (error: unknown) => { field: keyof T; message: string } | null;
  onSuccess: () => void;
  children?: ReactNode;
};

/** The sign-in and sign-up forms: fields validated inline, one request, a toast either way. */
export function AccountForm<T extends Record<string, unknown>>({
  form,
  mutation,
  fields,
  submitLabel,
  successMessage,
  failureMessage,
  fieldError,
  onSuccess,
  children,
}: Props<T>) {
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = await form.validate();
    if (!values || mutation.isPending) return;
    // mutateAsync, not mutate(): the session refetch can unmount this form (the /auth guard
    // redirects) before per-call callbacks would run, and the toast must still show.
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const inField = fieldError?.(error);
      if (inField) form.setFieldError(inField.field, inField.message);
      else toast.error(errorMessage(error, failureMessage));
      return;
    }
    toast.success(successMessage);
    onSuccess();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={field.id}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          value={form.values[field.name]}
          error={form.errors[field.name]}
          onChange={(event) => form.setField(field.name, event.target.value)}
          disabled={mutation.isPending}
        />
      ))}
      <Button
        type="submit"
        className="mt-2 w-full"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {mutation.isPending ? <Spinner /> : null}
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
