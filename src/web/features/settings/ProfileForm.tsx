import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Me, updateMeRequestSchema } from "@/shared/api/me";
import { UserAvatar } from "@/web/app/shell/UserAvatar";
import { FormField } from "@/web/components/FormField";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useUpdateMe } from "@/web/features/auth";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";

/** The user's own display name and avatar URL; the same schema checks them here and on the server. */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation(["settings", "auth"]);
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
      // The shared schema's messages are English (the server's); the form says the same in the catalog's words.
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === "name")
          next.name = issue.code === "too_big" ? t("auth:errors.nameTooLong") : t("auth:errors.nameRequired");
        else if (issue.path[0] === "avatarUrl") next.avatarUrl = t("avatarUrlInvalid");
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(t("profileSaved")),
      onError: (error) => toast.error(t("profileFailed"), { description: errorMessage(error) }),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-6 sm:flex-row sm:items-start" noValidate>
      <UserAvatar name={name} email={me.email} avatarUrl={avatarUrl || null} className="size-16 text-lg" />
      <div className="grid flex-1 gap-4 text-sm sm:grid-cols-2">
        <FormField
          id="profile-name"
          label={t("displayName")}
          autoComplete="name"
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <FormField
          id="profile-avatar"
          label={t("avatarUrl")}
          type="url"
          placeholder="https://…"
          value={avatarUrl}
          error={errors.avatarUrl}
          onChange={(e) => setAvatarUrl(e.target.value)}
        />
        <div className="min-w-0">
          <p className="text-muted-foreground">{t("email")}</p>
          <p className="truncate font-medium">{me.email}</p>
        </div>
        <div>
          <p className="text-muted-foreground">{t("role")}</p>
          <p className="font-medium">{t(`roles.${me.role}`)}</p>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending && <Spinner />} {t("saveProfile")}
          </Button>
        </div>
      </div>
    </form>
  );
}
