/** The admin's new-page screen, under the admin route. */
export const NEW_PAGE_VIEW_PATH = '/new-page'
