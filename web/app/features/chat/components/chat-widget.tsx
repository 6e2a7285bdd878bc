import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

const PANEL_ID = "lexa-chat";

/**
 * The floating Lexa launcher on every page. The panel's code loads on first use (or when
 * the pointer or focus reaches the launcher), so pages do not pay for it up front.
 * Closing hides the panel and keeps the conversation.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const toggle = () => {
    setOpened(true);
    setOpen((o) => !o);
  };

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        onClick={toggle}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        aria-expanded={open}
        aria-controls={opened ? PANEL_ID : undefined}
        aria-label={open ? "Close chat with Lexa" : "Open chat with Lexa"}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {open ? <X className="h-6 w-6" aria-hidden /> : <MessageCircle className="h-6 w-6" aria-hidden />}
      </button>
    </div>
  );
}
