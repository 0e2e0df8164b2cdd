/** Shell breakpoints: the menu starts collapsed under 960 px and is hidden under 780 px. */
export const MENU_COLLAPSED_BELOW_PX = 960;
export const MENU_HIDDEN_BELOW_PX = 780;
/** Table paging: default rows and the choices of the spec ("plus a total option" is -1). */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_CHOICES = [5, 10, 15, 25, 40, 60] as const;
/** The Tariffs menu item opens the rate pages of this year. */
export const RATES_MENU_YEAR = 2025;
