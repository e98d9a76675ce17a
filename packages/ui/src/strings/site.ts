// The site app's own labels (imported only by apps/site).
export const siteStrings = {} as const;
