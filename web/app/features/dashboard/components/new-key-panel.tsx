import { useEffect, useId, useRef } from "react";
import { CodeBlock } from "~/components/ui/code-block";
import { CopyButton } from "~/components/ui/copy-button";
import { usageCurlExample } from "~/lib/usage-report";
import { apiKeyText } from "../dashboard-messages";


/**
 * A key just created: its secret, which will not be shown again, and a ready-to-run
 * usage report with it. The focus comes here, so the warning is the next thing read.
 */
export function NewKeyPanel({ secret, serviceType }: { secret: string; serviceType: string }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const example = usageCurlExample(window.location.origin, secret, serviceType);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-primary/40 bg-accent p-4">
      <div>
        <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold text-accent-foreground focus:outline-none">
          {apiKeyText.secretTitle}
        </h3>
        <p className="mt-1 text-sm font-medium">{apiKeyText.secretNote}</p>
      </div>
      <div className="grid gap-2">
        <code
          data-testid="api-key-secret"
          className="block rounded-md border border-border bg-background px-3 py-2 font-mono text-sm break-all select-all"
        >
          {secret}
        </code>
        <div>
          <CopyButton text={secret} label={apiKeyText.copyKey} />
        </div>
      </div>
      <div className="grid gap-2">
        <h4 id={`${id}-example`} className="text-sm font-semibold">
          {apiKeyText.exampleTitle(serviceType)}
        </h4>
        <p className="text-sm text-muted-foreground">{apiKeyText.exampleNote(serviceType)}</p>
        <CodeBlock labelledBy={`${id}-example`} testId="api-key-example">
          {example}
        </CodeBlock>
        <div>
          <CopyButton text={example} label={apiKeyText.copyCommand} />
        </div>
      </div>
    </section>
  );
}
