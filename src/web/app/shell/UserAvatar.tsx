import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { avatarInitials, avatarTone } from "@/web/lib/avatar";
import { cn } from "@/web/lib/utils";

type Props = { name: string; email: string; avatarUrl: string | null; className?: string };

export function UserAvatar({ name, email, avatarUrl, className }: Props) {
  return (
    <Avatar className={className}>
      {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
      <AvatarFallback className={cn(avatarTone(name, email))}>{avatarInitials(name, email)}</AvatarFallback>
    </Avatar>
  );
}
