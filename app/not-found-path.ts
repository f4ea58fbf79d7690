/** Path the 404 page is prerendered at; the server answers unknown paths with it. No imports: the build's config reads it. */
export const NOT_FOUND_PATH = '/404';
