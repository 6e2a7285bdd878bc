import { Bot } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Card } from "~/components/ui/card";
import { EngineBadge } from "../../shared/engine-badge";
import type { Business, VoiceOptions } from "../api/get-voice-options";
import { micMode, type MicMode, type VoiceWindow } from "../speech";
import { useSpeakReplies } from "../use-speak-replies";
import { useVoiceChat } from "../use-voice-chat";
import { voiceChatText as t } from "../voice-chat-text";
import { BusinessPicker } from "./business-picker";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { SpeakToggle } from "./speak-toggle";

const noSubscription = () => () => {};

/** The microphone's mode in this browser; null (no microphone) until hydrated. */
function useMicMode(serverTranscribes: boolean): MicMode {
  return useSyncExternalStore(
    noSubscription,
    () => micMode(window as unknown as VoiceWindow, serverTranscribes),
    () => null,
  );
}

type Speech = ReturnType<typeof useSpeakReplies>;

/**
 * The voice assistant demo: the business picker, then the chat with the chosen business's
 * receptionist. Choosing another business starts a new conversation (the chat is keyed
 * by it) and stops any speech; "Speak replies" stays as the visitor set it.
 */
export function VoiceChat({ options }: { options: VoiceOptions }) {
  const [businessId, setBusinessId] = useState(options.default_business);
  const business = options.businesses.find((b) => b.id === businessId) ?? options.businesses[0];
  const speech = useSpeakReplies();
  const mic = useMicMode(options.transcription);
  if (!business) return null;

  return (
    <>
      <BusinessPicker
        businesses={options.businesses}
        value={business.id}
        onChange={(id) => {
          speech.silence();
          setBusinessId(id);
        }}
      />
      <ChatSession key={business.id} business={business} speech={speech} micMode={mic} />
    </>
  );
}

/**
 * A customer's own receptionist in the same conversation (the workspace's test console):
 * chatUrl answers with their saved profile.
 */
export function ReceptionistChat({ name, greeting, chatUrl, transcription }: { name: string; greeting: string; chatUrl: string; transcription: boolean }) {
  const speech = useSpeakReplies();
  const mic = useMicMode(transcription);
  return <ChatSession business={{ id: "", name, kind: "", greeting }} speech={speech} micMode={mic} chatUrl={chatUrl} />;
}

/** One conversation with one business: the header, the conversation, then the box to write in. */
function ChatSession({ business, speech, micMode: mode, chatUrl }: { business: Business; speech: Speech; micMode: MicMode; chatUrl?: string }) {
  const chat = useVoiceChat(business, speech.speak, chatUrl);

  return (
    <Card className="mx-auto max-w-3xl overflow-hidden p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-accent px-4 py-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden>
            <Bot className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <h2 className="leading-tight font-semibold">{t.chatHeading}</h2>
            <p className="text-sm text-muted-foreground">{t.chatSubheading(business.name)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {chat.engine && <EngineBadge engine={chat.engine} />}
          {speech.supported && <SpeakToggle on={speech.on} onToggle={speech.toggle} />}
        </div>
      </div>
      <MessageList messages={chat.messages} thinking={chat.thinking} busy={chat.loading} />
      <Composer micMode={mode} onSend={chat.send} loading={chat.loading} />
    </Card>
  );
}
