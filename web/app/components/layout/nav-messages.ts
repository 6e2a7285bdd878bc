/** Words of the navigation that are not the spec's nav labels. */
export const navText = {
  /** The last entry of the Services menu: the home page's services section. */
  allServices: "All services",
} as const;
