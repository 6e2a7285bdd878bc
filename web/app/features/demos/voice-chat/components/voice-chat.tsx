import { Bot } from "lucide-react";
import { useState } from "react";
import { Card } from "~/components/ui/card";
import { notify } from "~/lib/notify";
import { EngineBadge } from "../../shared/engine-badge";
import { useVoiceChat } from "../use-voice-chat";
import { voiceChatText as t } from "../voice-chat-text";
import { Composer } from "./composer";
import { MessageList } from "./message-list";

/** The voice assistant's chat: the conversation, then the box to write in. */
export function VoiceChat() {
  const chat = useVoiceChat();
  const [draft, setDraft] = useState("");

  const send = () => {
    if (chat.loading) return;
    const text = draft;
    if (!text.trim()) return;
    setDraft("");
    void chat.send(text).then((sent) => {
      // A failed message comes back to the box, unless something new was typed meanwhile.
      if (!sent) setDraft((d) => (d === "" ? text : d));
    });
  };

  return (
    <Card className="mx-auto max-w-3xl overflow-hidden p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-accent px-4 py-3">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden>
            <Bot className="h-5 w-5" />
          </span>
          <div>
            <h2 className="leading-tight font-semibold">{t.chatHeading}</h2>
            <p className="text-sm text-muted-foreground">{t.chatSubheading}</p>
          </div>
        </div>
        {chat.engine && <EngineBadge engine={chat.engine} />}
      </div>
      <MessageList messages={chat.messages} thinking={chat.thinking} busy={chat.loading} />
      <Composer
        draft={draft}
        onDraftChange={setDraft}
        onSend={send}
        onVoice={() => void notify.info(t.comingSoonTitle, t.comingSoon)}
        loading={chat.loading}
      />
    </Card>
  );
}
