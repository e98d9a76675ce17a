// The admin app's own labels (imported only by apps/admin).
export const adminStrings = {} as const;
