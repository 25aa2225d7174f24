import { useEffect, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "./field-errors";

/** A form's zod schema, or a function importing it (the sign-in page keeps zod out of its first paint). */
type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/**
 * Form state with inline validation: nothing is flagged until the first submit, then fields
 * re-validate as the user types so a fixed error disappears at once.
 */
export function useAuthForm<T extends Record<string, unknown>>(
  source: SchemaSource<T>,
  initial: Record<keyof T, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  // Starts loading with the form; typing and submitting come long after it is in.
  const [schemaLoad] = useState(() => Promise.resolve(typeof source === "function" ? source() : source));
  const [schema, setSchema] = useState<z.ZodType<T> | null>(typeof source === "function" ? null : source);
  useEffect(() => {
    void schemaLoad.then((loaded) => setSchema(() => loaded));
  }, [schemaLoad]);

  const setField = (field: keyof T, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted && schema) setErrors(fieldErrors(schema, next).errors ?? {});
  };

  /** Resolves to the parsed values, or null after showing the errors. */
  const validate = async (): Promise<T | null> => {
    setSubmitted(true);
    const result = fieldErrors(schema ?? (await schemaLoad), values);
    setErrors(result.errors ?? {});
    return result.data;
  };

  /** An error the server found in one field; it goes away once the field is edited. */
  const setFieldError = (field: keyof T, message: string) =>
    setErrors((current) => ({ ...current, [field]: message }));

  return { values, errors, setField, setFieldError, validate };
}
