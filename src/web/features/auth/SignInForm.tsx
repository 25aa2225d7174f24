import type { FormEvent } from "react";
import { toast } from "sonner";
import { FormField } from "@/web/components/FormField";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useSignIn } from "./api";
import { signInSchema } from "./auth-schemas";
import { useAuthForm } from "./use-auth-form";

export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useAuthForm(signInSchema, { email: "", password: "" });
  const signIn = useSignIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values || signIn.isPending) return;
    // mutateAsync, not mutate(): the session refetch can unmount this form (the /auth guard
    // redirects) before per-call callbacks would run, and the toast must still show.
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      toast.error((error instanceof Error && error.message) || "Error signing in");
      return;
    }
    toast.success("Signed in successfully!");
    onSuccess();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={form.values.email}
        error={form.errors.email}
        onChange={(event) => form.setField("email", event.target.value)}
        disabled={signIn.isPending}
      />
      <FormField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.setField("password", event.target.value)}
        disabled={signIn.isPending}
      />
      <Button type="submit" className="mt-2 w-full" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending ? <Spinner /> : null}
        Sign In
      </Button>
    </form>
  );
}
