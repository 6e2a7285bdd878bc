import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import type { ServiceCatalogueItem } from "~/lib/services";

/** One service in the home grid; featured services get the primary ring and filled button. */
export function ServiceCard({ service: s }: { service: ServiceCatalogueItem }) {
  return (
    <Card
      className={cn(
        "flex h-full flex-col overflow-hidden p-0 transition-shadow hover:shadow-md",
        s.featured && "border-primary shadow-lg ring-2 ring-primary",
      )}
    >
      <div className={cn("relative", s.featured ? "bg-accent" : "bg-muted")}>
        <img
          src={s.image}
          alt={s.imageAlt}
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
          className="mx-auto block h-auto w-full max-w-md"
        />
        <Badge
          variant={s.featured ? "default" : "outline"}
          className={cn("absolute top-4 left-4 shadow-sm", !s.featured && "bg-background")}
        >
          {s.badge}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">
          {s.title}
        </h3>
        <p className="mt-2 text-muted-foreground">{s.description}</p>
        <ul className="mt-4 grid gap-2 text-sm">
          {s.features.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <Link to={s.link} className={cn(buttonVariants({ variant: s.featured ? "default" : "outline" }), "w-full")}>
            Learn More <span className="sr-only">about {s.title}</span>
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </div>
    </Card>
  );
}
