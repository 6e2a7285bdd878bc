import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Fewer, larger chunks for what every page needs: on a phone each extra request
// queues behind the stylesheet and delays the first paint. Code that loads on
// demand (the drawer, toasts, the chat panel) keeps its own chunks.
const everyPage = [
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
  /node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/,
  // lucide-react's shared code, and the icons the frame draws (header, footer, error
  // page, spinner). Not the others, nor the index that lists them all: grouped with the
  // frame, every icon the app uses (about 110, 8 KB brotli) was loaded by every page.
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|context|shared[\\/].*)\.mjs$/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](bot|menu|chevron-down|triangle-exclamation-point|loader-circle)\.mjs$/,
  /app[\\/]components[\\/]layout[\\/]/,
  // Only what the frame and every page use: the API client and query cache load with
  // the forms that need them. The plan catalogue is read by the root layout and the chat.
  /app[\\/]lib[\\/](brand|catalogue|cn|meta|money|notify|scroll|services|structured-data|tiers|toast-host|session-hint)\.ts$/,
  /app[\\/]components[\\/]ui[\\/](button|card|badge|section|spinner|toaster)\.tsx$/,
  /app[\\/]features[\\/]leads[\\/]components[\\/]schedule-demo-button\.tsx$/,
  // The auth and subscription state (their requests load only for signed-in users), and
  // the small parts of the header that load the rest on demand.
  /app[\\/]providers[\\/]auth-provider\.tsx$/,
  /app[\\/]features[\\/]billing[\\/]subscription[\\/](subscription-context\.tsx|subscription-facts\.ts)$/,
  /app[\\/]features[\\/]auth[\\/]components[\\/](auth-dialog-host|account-slots)\.tsx$/,
];

// What the content pages share (the FAQ accordion, the ROI calculator and Radix) goes
// in one chunk rather than three.
const contentPages = [
  // Radix packages the accordion uses (the drawer's dialog-only packages stay lazy)
  /node_modules[\\/]@radix-ui[\\/](react-accordion|react-collapsible|react-collection|react-primitive|react-slot|react-compose-refs|react-context|react-direction|react-id|react-presence|react-use-controllable-state|react-use-layout-effect|primitive)[\\/]/,
  /app[\\/]components[\\/]ui[\\/]accordion\.tsx$/,
  /app[\\/]features[\\/]roi[\\/]/,
];

// Server state and forms, in fixed chunks. Left to itself, Rolldown makes a chunk for
// each set of pages sharing a module: the dashboard and analytics (TanStack Query without
// react-hook-form up front) would cut the one chunk the forms share into four, costing
// each form page about 2.5 KB gzipped and adding files to the preload lists in the
// every-page chunk. So the API client and zod keep their chunks (listed first, because a
// group takes its modules' dependencies along); react-hook-form is one chunk, which only
// forms load; TanStack Query is one chunk for the client and mutations, which every page
// that talks to the server uses, and one for useQuery and its observer, which the
// contact form does not.
const apiClient = /app[\\/]lib[\\/]api\.ts$/;
const schemas = /node_modules[\\/]zod[\\/]/;
// Not @hookform/resolvers: its zod resolver loads with the rules, after the form shows.
const forms = /node_modules[\\/]react-hook-form[\\/]/;
const serverState = [/node_modules[\\/]@tanstack[\\/]/, /app[\\/]lib[\\/]query-client\.ts$/, /app[\\/]providers[\\/]query-provider\.tsx$/];
const queries =
  /node_modules[\\/]@tanstack[\\/](query-core[\\/].*queryObserver|react-query[\\/].*(IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useQuery|queryOptions))\.js$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "app", test: (id: string) => everyPage.some((re) => re.test(id)) },
            { name: "content", test: (id: string) => contentPages.some((re) => re.test(id)) },
            { name: "api", test: (id: string) => apiClient.test(id) },
            { name: "schemas", test: (id: string) => schemas.test(id) },
            { name: "forms", test: (id: string) => forms.test(id) },
            { name: "query-provider", test: (id: string) => serverState.some((re) => re.test(id)) && !queries.test(id) },
            { name: "queryOptions", test: (id: string) => queries.test(id) },
          ],
        },
      },
    },
  },
});
