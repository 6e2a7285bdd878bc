import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { QueryProvider } from "~/providers/query-provider";
import { DemoPage } from "../../shared/demo-page";
import { useVoiceOptions } from "../api/get-voice-options";
import { voiceChatText as t } from "../voice-chat-text";
import { VoiceChat } from "./voice-chat";
import { serviceRoute, serviceTypeId } from "~/lib/service-types";

/** /services/voice-ai/demo: the businesses come from the server; the chat streams from it. */
export function VoiceChatPage() {
  return (
    <DemoPage title={t.title} intro={t.intro} backTo={serviceRoute(serviceTypeId.voiceAi)} backLabel={t.back}>
      <QueryProvider>
        <VoiceDemo />
      </QueryProvider>
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

/** The demo once the server has said which businesses it plays; until then a card of the chat's size. */
function VoiceDemo() {
  const options = useVoiceOptions();
  if (options.data) return <VoiceChat options={options.data} />;
  return (
    <Card className="mx-auto flex h-[52rem] max-w-3xl flex-col items-center justify-center gap-3 p-6 text-center sm:h-[45rem]" aria-busy={!options.isError}>
      {options.isError ? (
        <>
          <p role="alert">{t.loadFailed}</p>
          <Button variant="outline" onClick={() => void options.refetch()}>
            {t.retry}
          </Button>
        </>
      ) : (
        <>
          <Spinner />
          <p className="text-sm text-muted-foreground">{t.loading}</p>
        </>
      )}
    </Card>
  );
}
