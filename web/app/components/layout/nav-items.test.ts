import { describe, expect, it } from "vitest";
import { visibleNavItems } from "./nav-items";

describe("visibleNavItems", () => {
  it("lists the spec's items in order, Dashboard and Analytics only when signed in", () => {
    expect(visibleNavItems(false).map((i) => i.label)).toEqual(["Home", "Services", "Pricing", "About", "Contact"]);
    expect(visibleNavItems(true).map((i) => i.label)).toEqual([
      "Home",
      "Dashboard",
      "Analytics",
      "Services",
      "Pricing",
      "About",
      "Contact",
    ]);
  });

  it("points About at /#about and Services at the services section", () => {
    const items = visibleNavItems(false);
    expect(items.find((i) => i.label === "About")).toMatchObject({ href: "/#about", section: "about" });
    expect(items.find((i) => i.label === "Services")).toMatchObject({ section: "services", menu: "services" });
  });
});
