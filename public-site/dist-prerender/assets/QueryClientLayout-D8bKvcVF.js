import { jsx } from "react/jsx-runtime";
import { QueryClient, QueryClientProvider, notifyManager } from "@tanstack/react-query";
// src/api/query-client.ts
notifyManager.setScheduler(queueMicrotask);
/**
* The public site's query client. Nothing is retried: a submission that failed shows its
* message at once, and the visitor decides whether to send it again.
*/
function createQueryClient() {
	return new QueryClient({ defaultOptions: {
		queries: {
			retry: false,
			refetchOnWindowFocus: false
		},
		mutations: { retry: false }
	} });
}
// src/api/QueryClientLayout.tsx
var queryClient = createQueryClient();
/** Gives a page loaded on demand the site's query client. */
function QueryClientLayout({ children }) {
	return /* @__PURE__ */ jsx(QueryClientProvider, {
		client: queryClient,
		children
	});
}
export { QueryClientLayout };
