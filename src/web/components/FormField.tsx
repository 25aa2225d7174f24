import type * as React from "react";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";

type Props = Omit<React.ComponentProps<typeof Input>, "id"> & { id: string; label: string; error?: string };

/** Label, input and inline error wired together for screen readers. */
export function FormField({ id, label, error, ...inputProps }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
