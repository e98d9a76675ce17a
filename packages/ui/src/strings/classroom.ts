// The classroom app's own labels (imported only by apps/classroom).
export const classroomStrings = {} as const;
