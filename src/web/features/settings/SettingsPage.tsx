import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { UI_LANGUAGES } from "@/shared/ui-languages";
import { useTheme } from "@/web/app/theme-context";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useInterfaceLanguage, useMe } from "@/web/features/auth";
import { GlossaryManager } from "@/web/features/glossary";
import { type Theme, themes } from "@/web/lib/theme";
import { cn } from "@/web/lib/utils";
import { AiProviderCard } from "./AiProviderCard";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";

const themeIcons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

export function SettingsPage() {
  const { data: me } = useMe();
  const { theme, setTheme } = useTheme();
  const { t } = useTranslation(["settings", "shell"]);
  const { t: tGlossary } = useTranslation("glossary");
  const { language, change } = useInterfaceLanguage();
  if (!me) return null;

  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeader title={t("title")} description={t("description")} />

      <Card>
        <CardHeader>
          <CardTitle>{t("profile")}</CardTitle>
        </CardHeader>
        <CardContent>
          {/* Keyed by user so the form starts from the saved values after a change of account. */}
          <ProfileForm key={me.id} me={me} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{tGlossary("title")}</CardTitle>
          <CardDescription>{tGlossary("description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <GlossaryManager />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("password.title")}</CardTitle>
          <CardDescription>{t("password.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("language.title")}</CardTitle>
          <CardDescription>{t("language.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset>
            <legend className="sr-only">{t("language.title")}</legend>
            <div className="grid grid-cols-2 gap-2 sm:max-w-md">
              {UI_LANGUAGES.map((option) => (
                <label
                  key={option}
                  lang={option}
                  className={cn(
                    "flex cursor-pointer items-center justify-center rounded-lg border p-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60",
                    language === option
                      ? "border-primary bg-accent text-accent-foreground"
                      : "hover:bg-muted",
                  )}
                >
                  <input
                    type="radio"
                    name="language"
                    value={option}
                    checked={language === option}
                    onChange={() => void change(option)}
                    className="sr-only"
                  />
                  {t(`shell:languages.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("appearance")}</CardTitle>
          <CardDescription>{t("appearanceDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset>
            <legend className="sr-only">{t("theme")}</legend>
            <div className="grid grid-cols-3 gap-2 sm:max-w-md">
              {themes.map((option) => {
                const Icon = themeIcons[option];
                const checked = theme === option;
                return (
                  <label
                    key={option}
                    className={cn(
                      "flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60",
                      checked ? "border-primary bg-accent text-accent-foreground" : "hover:bg-muted",
                    )}
                  >
                    <input
                      type="radio"
                      name="theme"
                      value={option}
                      checked={checked}
                      onChange={() => setTheme(option)}
                      className="sr-only"
                    />
                    <Icon className="size-5" aria-hidden />
                    {t(`shell:theme.${option}`)}
                  </label>
                );
              })}
            </div>
          </fieldset>
        </CardContent>
      </Card>

      <AiProviderCard />
    </PageContainer>
  );
}
