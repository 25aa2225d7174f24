import { type ComponentProps, createContext, useContext, useEffect, useState } from "react";
import { cn } from "@/web/lib/utils";

// Plain elements rather than Radix Avatar: the header shows an avatar on every page, and Radix's
// version (its context, refs and hydration helpers) cost about 3 KB gzip of every first download.

type Status = "loading" | "loaded" | "error";
const ImageStatus = createContext<{ status: Status; setStatus: (status: Status) => void }>({
  status: "error",
  setStatus: () => {},
});

export function Avatar({ className, ...props }: ComponentProps<"span">) {
  const [status, setStatus] = useState<Status>("loading");
  return (
    <ImageStatus.Provider value={{ status, setStatus }}>
      <span
        data-slot="avatar"
        className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
        {...props}
      />
    </ImageStatus.Provider>
  );
}

/** The picture, shown once it has loaded; until then, or if it fails, the fallback shows. */
export function AvatarImage({ className, src, alt, ...props }: ComponentProps<"img"> & { alt: string }) {
  const { status, setStatus } = useContext(ImageStatus);
  useEffect(() => {
    if (src) setStatus("loading");
  }, [src, setStatus]);
  if (!src || status === "error") return null;
  return (
    <img
      data-slot="avatar-image"
      src={src}
      alt={alt}
      hidden={status !== "loaded"}
      onLoad={() => setStatus("loaded")}
      onError={() => setStatus("error")}
      className={cn("aspect-square size-full object-cover", className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<"span">) {
  const { status } = useContext(ImageStatus);
  if (status === "loaded") return null;
  return (
    <span
      data-slot="avatar-fallback"
      className={cn(
        "flex size-full items-center justify-center rounded-full text-xs font-semibold",
        className,
      )}
      {...props}
    />
  );
}
