import { FileText } from "lucide-react";
import { useState } from "react";
import { DemoResults } from "../../shared/demo-results";
import { runWithSteps } from "../../shared/run-with-steps";
import { useStepTicker } from "../../shared/use-step-ticker";
import { useGenerateContent } from "../api/generate-content";
import type { ContentRequest, ContentType, Platform } from "../content-options";
import { contentText as t, generationStepMs, generationSteps } from "../content-text";
import { ContentFormCard } from "./content-form-card";
import { ContentMetricsCard } from "./content-metrics-card";
import { GeneratedContentCard } from "./generated-content-card";
import { OptimizationCard } from "./optimization-card";

interface Generated {
  text: string;
  /** What it was written for: the preview and the score keep to it if the choices change later. */
  platform: Platform;
  contentType: ContentType;
  topic: string;
  engine: string;
  note?: string;
}

/** The Content Generator (docs/product.md, "AI demos"): the form, then the post, its preview and its metrics. */
export function ContentGenerator() {
  const [generated, setGenerated] = useState<Generated | null>(null);
  const ticker = useStepTicker(generationSteps.length, generationStepMs);
  const request = useGenerateContent();
  const generating = request.isPending;

  const generate = async (asked: ContentRequest) => {
    if (generating) return;
    const answer = await runWithSteps(ticker, () => request.mutateAsync(asked), t);
    if (answer) setGenerated({ text: answer.text, platform: asked.platform, contentType: asked.contentType, topic: asked.topic, engine: answer.engine, note: answer.note });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
      <div className="lg:col-span-2">
        <ContentFormCard onGenerate={(asked) => void generate(asked)} generating={generating} step={ticker.step} />
      </div>
      <DemoResults result={generated} icon={FileText} placeholder={t.placeholder} className="lg:col-span-3">
        {generated && (
          <>
            <GeneratedContentCard text={generated.text} platform={generated.platform} engine={generated.engine} note={generated.note} />
            <div className="grid gap-6 sm:grid-cols-2 sm:items-start">
              <ContentMetricsCard text={generated.text} />
              <OptimizationCard text={generated.text} platform={generated.platform} contentType={generated.contentType} topic={generated.topic} />
            </div>
          </>
        )}
      </DemoResults>
    </div>
  );
}
