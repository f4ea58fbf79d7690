import type { RouteConfig } from '@react-router/dev/routes';
import { flatRoutes } from '@react-router/fs-routes';

// A page's route is its module's file name (app/routes/crm.tsx is /crm, _index.tsx is /, $.tsx every path no
// page has). The page list (content/pages.ts) names each page's module, and routes/page-registry.test.ts holds
// the two to each other.
export default flatRoutes({ ignoredRouteFiles: ['**/*.test.*'] }) satisfies RouteConfig;
