/** The most rows one page of any list answers; without zod, so a page that reads its list whole ships none for it. */
export const MAX_PAGE_SIZE = 500;
