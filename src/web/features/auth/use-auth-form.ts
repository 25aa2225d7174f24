import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "./auth-schemas";

/**
 * Form state with inline validation: nothing is flagged until the first submit, then fields
 * re-validate as the user types so a fixed error disappears at once.
 */
export function useAuthForm<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  initial: Record<keyof T, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);

  const setField = (field: keyof T, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(fieldErrors(schema, next).errors ?? {});
  };

  /** Returns the parsed values, or null after showing the errors. */
  const validate = (): T | null => {
    setSubmitted(true);
    const result = fieldErrors(schema, values);
    setErrors(result.errors ?? {});
    return result.data;
  };

  /** An error the server found in one field; it goes away once the field is edited. */
  const setFieldError = (field: keyof T, message: string) =>
    setErrors((current) => ({ ...current, [field]: message }));

  return { values, errors, setField, setFieldError, validate };
}
