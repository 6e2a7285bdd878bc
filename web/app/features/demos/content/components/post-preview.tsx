import { Globe, Heart, MessageCircle, Music2, Repeat2, Send, Share2, ThumbsUp } from "lucide-react";
import { brand } from "~/lib/brand";
import { cn } from "~/lib/cn";
import { optionLabel, platforms, type Platform } from "../content-options";
import { contentText as t } from "../content-text";
import { handleOf, initialsOf } from "../post-account";

interface Look {
  /** The card around the post. */
  frame: string;
  /** The avatar's colours: white letters on a shade dark enough to read them. */
  avatar: string;
  /** Under the account name: the handle or the post's age, never a follower count. */
  byline: (handle: string) => string;
  icons: ReadonlyArray<typeof Heart>;
}

const looks: Record<Platform, Look> = {
  linkedin: { frame: "bg-white text-slate-900", avatar: "bg-[#0a66c2]", byline: () => t.justNow, icons: [ThumbsUp, MessageCircle, Repeat2, Send] },
  twitter: { frame: "bg-white text-slate-900", avatar: "bg-black", byline: (h) => `@${h}`, icons: [MessageCircle, Repeat2, Heart] },
  instagram: { frame: "bg-white text-slate-900", avatar: "bg-pink-700", byline: (h) => `@${h}`, icons: [Heart, MessageCircle, Send] },
  facebook: { frame: "bg-white text-slate-900", avatar: "bg-blue-700", byline: () => `${t.justNow} · Public`, icons: [ThumbsUp, MessageCircle, Share2] },
  tiktok: { frame: "bg-black text-white", avatar: "bg-[#fe2c55]", byline: (h) => `@${h}`, icons: [Heart, MessageCircle, Share2] },
};

/**
 * The generated text as a post on the chosen platform would show it: the account's
 * header, the text and the platform's action buttons, with no counts — the post has had
 * no likes or views, and the preview does not pretend it has. At most 400 px tall; longer
 * posts scroll, and the scroll box takes focus so keyboard users can scroll it too.
 */
export function PostPreview({ platform, text }: { platform: Platform; text: string }) {
  const look = looks[platform];
  const name = brand().siteName;
  const handle = handleOf(name);
  const dark = platform === "tiktok";
  const subtle = dark ? "text-zinc-300" : "text-slate-600";

  return (
    <div
      role="region"
      aria-label={t.previewLabel(optionLabel(platforms, platform))}
      tabIndex={0}
      className={cn("max-h-[400px] overflow-y-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring", look.frame)}
      data-testid="post-preview"
      data-platform={platform}
    >
      <div className="flex items-center gap-3 p-4">
        <span aria-hidden className={cn("inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white", look.avatar)}>
          {initialsOf(name)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className={cn("flex items-center gap-1 text-xs", subtle)}>
            {look.byline(handle)}
            {platform === "facebook" && <Globe className="h-3 w-3" aria-hidden />}
          </p>
        </div>
      </div>
      {platform === "instagram" && <InstagramPicture initials={initialsOf(name)} />}
      <div className="px-4 pb-3 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="post-text">
        {text}
      </div>
      {platform === "tiktok" && (
        <p className="flex items-center gap-2 px-4 pb-3 text-xs text-zinc-300">
          <Music2 className="h-3 w-3" aria-hidden />
          original sound · {name}
        </p>
      )}
      {/* The platform's action bar, for the look only: icons, no counts. */}
      <div aria-hidden className={cn("flex gap-5 border-t px-4 py-3", subtle, dark ? "border-zinc-700" : "border-slate-200")} data-testid="post-actions">
        {look.icons.map((Icon, i) => (
          <Icon key={i} className="h-4 w-4" />
        ))}
      </div>
    </div>
  );
}

function InstagramPicture({ initials }: { initials: string }) {
  return (
    <div aria-hidden className="flex h-40 items-center justify-center bg-gradient-to-br from-purple-700 via-pink-600 to-orange-500">
      <span className="text-5xl font-bold text-white/90">{initials}</span>
    </div>
  );
}
