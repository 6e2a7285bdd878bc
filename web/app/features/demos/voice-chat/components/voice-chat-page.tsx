import { Link } from "react-router";
import { DemoPage } from "../../shared/demo-page";
import { voiceChatText as t } from "../voice-chat-text";
import { VoiceChat } from "./voice-chat";

/** /services/voice-ai/demo: the chat streams from the server itself, so no query client is needed. */
export function VoiceChatPage() {
  return (
    <DemoPage title={t.title} intro={t.intro} backTo="/services/voice-ai" backLabel={t.back}>
      <VoiceChat />
      <p className="mx-auto mt-4 max-w-3xl text-center text-sm text-muted-foreground">
        {t.demoNotice}{" "}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
          {t.demoNoticeLink}
        </Link>
        .
      </p>
    </DemoPage>
  );
}
