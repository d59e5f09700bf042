import { brandRoute, SITE_ROUTES } from './site-routes'

type Brand = { name: string; slug: string }

const SECTIONS: { title: string; paths: string[] }[] = [
  {
    title: 'Getting started',
    paths: ['/developers/apps', '/developers/apps/intro', '/developers/apps/quickstart', '/developers/apps/manage', '/developers/apps/faqs'],
  },
  {
    title: 'Authentication',
    paths: ['/developers/apps/choosing-auth', '/developers/apps/oauth', '/developers/apps/multitenancy'],
  },
  {
    title: 'Building apps',
    paths: [
      '/developers/apps/advanced-views',
      '/developers/apps/integrations',
      '/developers/apps/custom-actions',
      '/developers/apps/custom-triggers',
      '/developers/apps/custom-fields',
      '/developers/apps/dynamic-mapping',
      '/developers/apps/workspace-templates',
      '/developers/apps/welcome-apps',
    ],
  },
  {
    title: 'Publishing',
    paths: ['/developers/apps/versioning', '/developers/apps/sharing', '/developers/apps/submitting'],
  },
  { title: 'API', paths: ['/developers/v2/try-it-yourself'] },
]

export function docsSidebarSeed(brand: Brand) {
  const titles = new Map(SITE_ROUTES.map((route) => brandRoute(route, brand)).map((route) => [route.path, route.title]))
  return {
    sections: SECTIONS.map(({ title, paths }) => ({
      title,
      links: paths.map((path) => {
        const text = titles.get(path)
        if (text === undefined) throw new Error(`The docs sidebar links ${path}, which is not a seeded page.`)
        return { link: { text, url: path, newTab: false } }
      }),
    })),
  }
}
