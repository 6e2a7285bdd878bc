import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { messages } from "../lead-messages";

/**
 * What takes the contact form's place once a message is sent. Focus moves to its heading,
 * so a keyboard or screen-reader user lands on the confirmation instead of on nothing.
 */
export function ContactSent({ onSendAnother, className }: { onSendAnother: () => void; className?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className={cn("flex flex-col items-center gap-4 rounded-xl border border-border bg-muted px-6 py-10 text-center", className)}
      data-testid="contact-sent"
    >
      <CheckCircle2 className="h-12 w-12 text-success" aria-hidden />
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {messages.contactSent}
      </h3>
      <p className="max-w-md text-muted-foreground">
        {messages.contactSentDescription} {messages.contactSentNext}
      </p>
      <Button variant="outline" onClick={onSendAnother}>
        {messages.sendAnother}
      </Button>
    </div>
  );
}
