import { useTranslation } from "react-i18next";
import type { PresenceUser } from "@/shared/api/events";
import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { avatarInitials, avatarTone } from "@/web/lib/avatar";
import { cn } from "@/web/lib/utils";

/** More faces than this become "+n": the header has little room, on a phone least of all. */
const MAX_FACES = 4;

type Props = {
  users: readonly PresenceUser[];
  currentUserId: string | null;
  /** 1-based position of a block in the editor, to say which one a person is editing. */
  positionOf: (blockId: string) => number | null;
  className?: string;
};

/** Faces of the people who have the project open; hover or focus says what each is doing. */
export function PresenceAvatars({ users, currentUserId, positionOf, className }: Props) {
  const { t } = useTranslation("live");
  if (users.length === 0) return null;
  const shown = users.slice(0, MAX_FACES);
  const hidden = users.length - shown.length;

  const labelFor = (user: PresenceUser) => {
    const name = user.id === currentUserId ? t("presence.you", { name: user.name }) : user.name;
    const position = user.blockId ? positionOf(user.blockId) : null;
    return position ? t("presence.editing", { name, position }) : t("presence.viewing", { name });
  };

  return (
    <ul
      aria-label={t("presence.label")}
      className={cn("flex items-center -space-x-2", className)}
      data-testid="presence"
    >
      {shown.map((user) => {
        const label = labelFor(user);
        return (
          <li key={user.id} title={label} data-user-id={user.id}>
            <Avatar className="size-7 ring-2 ring-background">
              {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
              <AvatarFallback className={cn("text-[11px]", avatarTone(user.name, user.id))}>
                {avatarInitials(user.name, "")}
              </AvatarFallback>
            </Avatar>
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
      {hidden > 0 ? (
        <li className="flex size-7 items-center justify-center rounded-full bg-muted text-[11px] font-medium ring-2 ring-background">
          <span aria-hidden>+{hidden}</span>
          <span className="sr-only">{t("presence.more", { count: hidden })}</span>
        </li>
      ) : null}
    </ul>
  );
}
