/**
 * The route handle of a classroom page that draws the theme menu in its own header (the dashboard,
 * my page); the layout floats it on the others (docs/decisions/043-look-and-feel.md).
 */
export const THEME_MENU_IN_HEADER = { themeMenuInHeader: true } as const;
