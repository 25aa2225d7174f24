import { FileText, Languages, LayoutDashboard, LogOut, Settings, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Me } from "@/shared/api/me";
import { isUiLanguage, UI_LANGUAGES } from "@/shared/ui-languages";
import type { DeferredMenuProps } from "@/web/components/DeferredMenu";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useInterfaceLanguage, useSignOut } from "@/web/features/auth";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";
import { UserAvatar } from "./UserAvatar";

/** The account menu behind the header's avatar (loaded when the avatar is first reached). */
export default function UserMenuDropdown({ user, trigger, defaultOpen }: { user: Me } & DeferredMenuProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { t } = useTranslation("shell");
  const { language, change } = useInterfaceLanguage();

  // mutateAsync: clearing the session unmounts this menu, which would drop per-call callbacks.
  const logout = async () => {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      toast.error(t("userMenu.signOutFailed"), { description: errorMessage(error) });
      return;
    }
    toast.success(t("userMenu.signedOut"));
    navigate("/auth", { replace: true });
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          <UserAvatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{user.name || user.email}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => navigate("/dashboard")}>
            <LayoutDashboard /> {t("userMenu.dashboard")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate("/")}>
            <FileText /> {t("userMenu.editor")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate("/settings")}>
            <Settings /> {t("userMenu.settings")}
          </DropdownMenuItem>
          {user.isAdmin ? (
            <DropdownMenuItem data-testid="menu-admin" onSelect={() => navigate("/admin")}>
              <ShieldCheck /> {t("userMenu.admin")}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="flex items-center gap-2 text-xs font-normal text-muted-foreground">
          <Languages className="size-3.5" aria-hidden /> {t("userMenu.language")}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => isUiLanguage(value) && void change(value)}
        >
          {UI_LANGUAGES.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code} data-testid={`language-${code}`}>
              {t(`languages.${code}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          data-testid="logout"
          disabled={signOut.isPending}
          onSelect={logout}
        >
          <LogOut /> {t("userMenu.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
