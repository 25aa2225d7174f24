import { Monitor, Moon, Sun } from "lucide-react";
import { useTheme } from "@/web/app/theme-context";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useMe } from "@/web/features/auth/api";
import { type Theme, themeLabels, themes } from "@/web/lib/theme";
import { cn } from "@/web/lib/utils";
import { AiProviderCard } from "./AiProviderCard";
import { ProfileForm } from "./ProfileForm";

const themeIcons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

export function SettingsPage() {
  const { data: me } = useMe();
  const { theme, setTheme } = useTheme();
  if (!me) return null;

  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeader title="Settings" description="Your account and preferences." />

      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent>
          {/* Keyed by user so the form starts from the saved values after a change of account. */}
          <ProfileForm key={me.id} me={me} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>System follows your device's light or dark setting.</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset>
            <legend className="sr-only">Theme</legend>
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
                    {themeLabels[option]}
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
