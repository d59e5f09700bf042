/** Header menus, side menu and footer groups of a fresh site. `{slug}`/`{brand}` are filled in. */

const item = (text: string, url: string) => ({ link: { text, url, newTab: false } })

export function headerMenusSeed(brand: { name: string; slug: string }) {
  return {
    main: [
      {
        ...item('Products', '/product'),
        children: [
          { link: { text: 'Work management', url: '/w/work-management', newTab: false, description: 'Plan and run any project' } },
          { link: { text: 'CRM', url: '/crm', newTab: false, description: 'Manage your sales pipeline' } },
          { link: { text: 'Dev', url: '/w/dev', newTab: false, description: 'Ship software together' } },
          { link: { text: 'Service', url: '/w/service', newTab: false, description: 'Resolve tickets faster' } },
          { link: { text: 'Email campaigns', url: '/w/crm/campaigns', newTab: false, description: 'Reach your contacts' } },
        ],
      },
      {
        ...item('Solutions', '/use-cases/team-management'),
        children: [
          { link: { text: 'Marketing', url: '/marketing', newTab: false, description: '' } },
          { link: { text: 'Project management', url: '/project-management', newTab: false, description: '' } },
          { link: { text: 'Operations', url: '/operations', newTab: false, description: '' } },
          { link: { text: 'Enterprise', url: '/enterprise', newTab: false, description: '' } },
        ],
      },
      { ...item('Templates', '/templates'), children: [] },
      { ...item('Pricing', '/pricing'), children: [] },
      { ...item('Contact sales', '/sales/contact-us?from=header'), children: [] },
    ],
    developers: [
      { ...item('Apps framework', '/developers/apps'), children: [] },
      { ...item('Quickstart', '/developers/apps/quickstart'), children: [] },
      { ...item('API playground', '/developers/v2/try-it-yourself'), children: [] },
      { ...item('Marketplace', '/marketplace'), children: [] },
    ],
    slim: [{ ...item(`Back to ${brand.name}`, '/'), children: [] }],
  }
}

export function sideMenuSeed(brand: { name: string; slug: string }, authHost: string) {
  return {
    items: [
      item(`Why ${brand.name}`, `/why-${brand.slug}`),
      item('Product', '/product'),
      item('Pricing', '/pricing'),
      item('Contact sales', '/sales/contact-us?from=side_menu'),
      item('Careers', '/careers'),
      item('Log in', `${authHost}/login`),
    ],
  }
}

export const FOOTER_GROUPS_SEED = [
  {
    title: 'Products',
    order: 1,
    links: [item('Work management', '/w/work-management'), item('CRM', '/crm'), item('Dev', '/w/dev'), item('Service', '/w/service')],
  },
  {
    title: 'Features',
    order: 2,
    links: [
      item('Automations', '/features/automations'),
      item('Gantt', '/features/gantt'),
      item('Kanban', '/features/kanban'),
      item('Forms', '/features/forms'),
      item('Dashboards', '/features/dashboards'),
    ],
  },
  {
    title: 'Resources',
    order: 3,
    links: [item('Help center', '/helpcenter'), item('Blog', '/blog'), item('Webinars', '/webinars'), item('Developers', '/developers/apps')],
  },
  {
    title: 'Company',
    order: 4,
    links: [item('About us', '/p/about'), item('Careers', '/careers'), item('Newsroom', '/p/news'), item('Trust center', '/trustcenter')],
  },
  {
    title: 'Legal',
    order: 5,
    links: [
      item('Privacy policy', '/l/privacy-policy'),
      item('Terms of service', '/l/terms-of-service'),
      item('Accessibility', '/accessibility-statement'),
    ],
  },
]
