import type { FormEvent } from "react";
import { toast } from "sonner";
import { PASSWORD_MIN_LENGTH } from "@/shared/limits";
import { FormField } from "@/web/components/FormField";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useSignUp } from "./api";
import { signUpSchema } from "./auth-schemas";
import { useAuthForm } from "./use-auth-form";

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useAuthForm(signUpSchema, { name: "", email: "", password: "" });
  const signUp = useSignUp();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values || signUp.isPending) return;
    // mutateAsync, not mutate(): the session refetch can unmount this form (the /auth guard
    // redirects) before per-call callbacks would run, and the toast must still show.
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      toast.error((error instanceof Error && error.message) || "Error signing up");
      return;
    }
    toast.success("Sign up successful! Please check your email for verification.");
    onSuccess();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        id="signup-name"
        label="Name"
        autoComplete="name"
        placeholder="Your name"
        value={form.values.name}
        error={form.errors.name}
        onChange={(event) => form.setField("name", event.target.value)}
        disabled={signUp.isPending}
      />
      <FormField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={form.values.email}
        error={form.errors.email}
        onChange={(event) => form.setField("email", event.target.value)}
        disabled={signUp.isPending}
      />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.setField("password", event.target.value)}
        disabled={signUp.isPending}
      />
      <Button type="submit" className="mt-2 w-full" disabled={signUp.isPending} aria-busy={signUp.isPending}>
        {signUp.isPending ? <Spinner /> : null}
        Sign Up
      </Button>
    </form>
  );
}
