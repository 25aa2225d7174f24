import { useTranslation } from "react-i18next";
import type { Me } from "@/shared/api/me";
import { DeferredMenu } from "@/web/components/DeferredMenu";
import { UserAvatar } from "./UserAvatar";

// The Radix menu, sign-out and language switch load on the first hover, focus or click.
const loadMenu = async () => (await import("./UserMenuDropdown")).default;

export function UserMenu({ user }: { user: Me }) {
  const { t } = useTranslation("shell");
  return (
    <DeferredMenu
      load={loadMenu}
      props={{ user }}
      trigger={
        <button
          type="button"
          aria-label={t("userMenu.label")}
          data-testid="user-menu-trigger"
          className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <UserAvatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} className="size-9" />
        </button>
      }
    />
  );
}
