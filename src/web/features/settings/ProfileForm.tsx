import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type Me, updateMeRequestSchema } from "@/shared/api/me";
import { UserAvatar } from "@/web/app/shell/UserAvatar";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { useUpdateMe } from "@/web/features/auth/api";

const roleLabels = { user: "User", admin: "Admin", superadmin: "Superadmin" } as const;

/** The user's own display name and avatar URL; the same schema checks them here and on the server. */
export function ProfileForm({ me }: { me: Me }) {
  const [name, setName] = useState(me.name);
  const [avatarUrl, setAvatarUrl] = useState(me.avatarUrl ?? "");
  const [errors, setErrors] = useState<{ name?: string; avatarUrl?: string }>({});
  const update = useUpdateMe();
  const changed = name !== me.name || avatarUrl !== (me.avatarUrl ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateMeRequestSchema.safeParse({ name, avatarUrl: avatarUrl.trim() });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as "name" | "avatarUrl"] = issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success("Perfil atualizado"),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-6 sm:flex-row sm:items-start" noValidate>
      <UserAvatar name={name} email={me.email} avatarUrl={avatarUrl || null} className="size-16 text-lg" />
      <div className="grid flex-1 gap-4 text-sm sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="profile-name">Display name</Label>
          <Input
            id="profile-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "profile-name-error" : undefined}
          />
          {errors.name && (
            <p id="profile-name-error" className="text-xs text-destructive">
              {errors.name}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="profile-avatar">Avatar URL</Label>
          <Input
            id="profile-avatar"
            type="url"
            placeholder="https://…"
            value={avatarUrl}
            onChange={(e) => setAvatarUrl(e.target.value)}
            aria-invalid={errors.avatarUrl ? true : undefined}
            aria-describedby={errors.avatarUrl ? "profile-avatar-error" : undefined}
          />
          {errors.avatarUrl && (
            <p id="profile-avatar-error" className="text-xs text-destructive">
              {errors.avatarUrl}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <p className="text-muted-foreground">Email</p>
          <p className="truncate font-medium">{me.email}</p>
        </div>
        <div>
          <p className="text-muted-foreground">Role</p>
          <p className="font-medium">{roleLabels[me.role]}</p>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending && <Spinner />} Save profile
          </Button>
        </div>
      </div>
    </form>
  );
}
