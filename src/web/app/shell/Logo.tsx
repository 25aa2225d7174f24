import { Link } from "react-router";
import { cn } from "@/web/lib/utils";

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
        className,
      )}
    >
      <img src="/favicon.svg" alt="" className="size-7" width={28} height={28} />
      <span className="text-lg">CopyBlocks</span>
    </Link>
  );
}
