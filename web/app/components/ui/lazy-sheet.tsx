import { lazy, Suspense, useRef, useState, type ReactNode } from "react";

// Radix Dialog loads on first use: a visitor who never opens a drawer never needs it.
const loadSheet = () => import("./sheet");
const Sheet = lazy(loadSheet);

/**
 * The state of a drawer opened by a menu button. Spread `buttonProps` on the button:
 * pointing at it starts loading the drawer's code, the first click mounts it, and focus
 * goes back to it when the drawer closes.
 */
export function useLazySheet() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    mounted,
    button,
    close: () => setOpen(false),
    buttonProps: {
      ref: button,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: () => void loadSheet(),
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
    },
  };
}

export type LazySheetState = ReturnType<typeof useLazySheet>;

interface LazySheetProps {
  state: LazySheetState;
  title: string;
  side?: "left" | "right";
  children: ReactNode;
}

/** The drawer of `useLazySheet`, once its button has been clicked. */
export function LazySheet({ state, title, side, children }: LazySheetProps) {
  if (!state.mounted) return null;
  return (
    <Suspense fallback={null}>
      <Sheet open={state.open} onOpenChange={state.setOpen} title={title} side={side} returnFocus={state.button}>
        {children}
      </Sheet>
    </Suspense>
  );
}
