import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { buttonVariants } from "~/components/ui/button";

interface DemoPageProps {
  title: string;
  intro: ReactNode;
  /** The service page this demo belongs to. */
  backTo: string;
  backLabel: string;
  children: ReactNode;
}

/** A demo page: the back button to its service page, the heading, then the demo itself. */
export function DemoPage({ title, intro, backTo, backLabel, children }: DemoPageProps) {
  return (
    <main>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <Link to={backTo} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {backLabel}
        </Link>
      </div>
      <PageHeader title={title}>{intro}</PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{children}</div>
    </main>
  );
}
