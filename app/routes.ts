import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { pages } from './content/pages';

export default [
  ...pages.map((page) => (page.path === '/' ? index(page.file) : route(page.path.slice(1), page.file))),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
