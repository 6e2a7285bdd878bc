import { Volume2, VolumeX } from "lucide-react";
import { Button } from "~/components/ui/button";
import { voiceChatText as t } from "../voice-chat-text";

/** "Speak replies": a toggle button, off until pressed. */
export function SpeakToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const Icon = on ? Volume2 : VolumeX;
  return (
    <Button variant="outline" size="sm" aria-pressed={on} onClick={onToggle} className={on ? "border-primary bg-background text-primary" : "bg-background"}>
      <Icon className="h-4 w-4" aria-hidden />
      {t.speakReplies}
    </Button>
  );
}
