import { useId } from "react";
import { CodeBlock } from "~/components/ui/code-block";
import { CopyButton } from "~/components/ui/copy-button";
import { reportEndpoint, usageCurlTemplate } from "~/lib/usage-report";
import { apiKeyText } from "../dashboard-messages";

/**
 * Before a key is created: the endpoint this service's key is for (calls for a receptionist,
 * leads for lead management, usage for the rest) and a curl example with the key in a shell
 * variable, so the dialog says what the key does before it shows one.
 */
export function EndpointPanel({ serviceType }: { serviceType: string }) {
  const id = useId();
  const endpoint = reportEndpoint(serviceType);
  const example = usageCurlTemplate(window.location.origin, "LEXA_API_KEY", serviceType);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-lg border border-border p-4">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {apiKeyText.exampleTitle(serviceType)}
      </h3>
      <p className="text-sm">
        {apiKeyText.endpointLabel}:{" "}
        <code data-testid="api-endpoint" className="font-mono">
          POST {window.location.origin}
          {endpoint.path}
        </code>
      </p>
      <p className="text-sm text-muted-foreground">{apiKeyText.exampleNote(serviceType)}</p>
      <p className="text-sm text-muted-foreground">{apiKeyText.endpointTemplateNote}</p>
      <CodeBlock labelledBy={`${id}-title`} testId="api-endpoint-example">
        {example}
      </CodeBlock>
      <div>
        <CopyButton text={example} label={apiKeyText.copyCommand} />
      </div>
    </section>
  );
}
