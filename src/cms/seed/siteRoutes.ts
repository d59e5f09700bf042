import type { Locale } from '@/domain/locales'

/**
 * Every page of SPEC.md section 2, with the words a first version of each page needs.
 * `{slug}` and `{brand}` stand for the brand's slug and name. The seed creates a page for
 * each path that does not exist yet; marketers take it from there.
 */
export type SeedRoute = {
  path: string
  title: string
  summary: string
  headerVariant?: 'main' | 'developers' | 'slim'
  /** Published only in these locales (the German imprint); every locale when absent. */
  onlyInLocales?: Locale[]
}

const developerPages: [string, string, string][] = [
  ['', 'Build apps for {brand}', 'Everything you need to extend {brand} with apps, integrations and custom views.'],
  ['/manage', 'Manage your apps', 'Create apps, invite collaborators and keep track of installs from the developer center.'],
  ['/versioning', 'App versioning', 'Release new versions of your app safely, with drafts, live versions and deprecation.'],
  ['/oauth', 'OAuth and permissions', 'Let users authorise your app with OAuth 2.0 and ask only for the scopes you need.'],
  ['/choosing-auth', 'Choosing an authentication method', 'When to use OAuth, short-lived tokens or personal API tokens.'],
  ['/multitenancy', 'Multitenancy', 'Serve many accounts from one app while keeping their data apart.'],
  ['/quickstart', 'Quickstart', 'Build and install your first app in ten minutes.'],
  ['/advanced-views', 'Advanced views', 'Render your own views inside boards and dashboards.'],
  ['/integrations', 'Integrations', 'Connect {brand} with the tools your users already work in.'],
  ['/custom-actions', 'Custom actions', 'Add actions that automations can run in your service.'],
  ['/custom-triggers', 'Custom triggers', 'Start automations from events in your service.'],
  ['/custom-fields', 'Custom fields', 'Define field types that users add to their boards.'],
  ['/dynamic-mapping', 'Dynamic mapping', 'Map your service’s entities to board columns at run time.'],
  ['/workspace-templates', 'Workspace templates', 'Ship ready-made workspaces with your app.'],
  ['/sharing', 'Sharing your app', 'Share an app with specific accounts before it is public.'],
  ['/submitting', 'Submitting to the marketplace', 'What the review checks and how to pass it the first time.'],
  ['/welcome-apps', 'Welcome apps', 'Greet new users of your app with an onboarding experience.'],
  ['/faqs', 'Developer FAQs', 'Answers to the questions app builders ask most.'],
]

const onboardingPages: [string, string, string][] = [
  ['', 'Welcome to {brand}', 'Your first weeks at {brand}: who we are, what to expect and where to find help.'],
  ['/home', 'Your first day', 'Start here on day one: your accounts, your buddy, and the plan for your first week at {brand}.'],
  ['/whoweare', 'Who we are', 'Our story, our values and the teams you will work with.'],
  ['/knowledgebase', 'Knowledge base', 'Policies, tools and how-tos for every new employee.'],
  ['/benefits', 'Benefits', 'Health, time off, learning budget and the other benefits of working here.'],
  ['/myonboarding', 'My onboarding', 'Your onboarding plan, step by step.'],
  ['/managers/home', 'Welcome, managers', 'How to welcome a new member of your team.'],
  ['/managers/knowledgebase', 'Managers’ knowledge base', 'Guides for managers: hiring, onboarding, reviews.'],
  ['/managers/myonboarding', 'Managers’ onboarding plan', 'The checklist for a new team member’s first 90 days.'],
]

export const SITE_ROUTES: SeedRoute[] = [
  // Main and product pages
  { path: '/product', title: 'The {brand} platform', summary: 'One platform for managing all of your work: projects, sales, campaigns, software and service.' },
  {
    path: '/pricing',
    title: 'Plans and pricing',
    summary: 'Start free, then pick the plan that fits your team. Every plan includes unlimited docs, and paying yearly saves 20%.',
  },
  { path: '/templates', title: 'Templates for every team', summary: 'Hundreds of ready-made templates, from the {brand} team and our community.' },
  { path: '/integrations', title: 'Integrations', summary: 'Connect {brand} to the tools your teams use every day.' },
  { path: '/marketplace', title: 'App marketplace', summary: 'Apps and integrations that extend what your boards can do.' },
  { path: '/appdeveloper', title: 'Build on {brand}', summary: 'Reach millions of teams with an app on the {brand} marketplace.' },
  { path: '/why-{slug}', title: 'Why {brand}', summary: 'Why teams of every size choose {brand} to run their work.' },
  { path: '/w/partnership', title: 'Partner with {brand}', summary: 'Grow your business as a {brand} solution, technology or channel partner.' },
  { path: '/affiliate-program', title: 'Affiliate program', summary: 'Earn a commission for every customer you bring to {brand}.' },
  { path: '/p/find-a-partner', title: 'Find a partner', summary: 'Certified partners who set up, customise and train your teams on {brand}.' },
  { path: '/w/customer-stories', title: 'Customer stories', summary: 'How teams around the world run their work on {brand}.' },
  { path: '/w/enterprise', title: '{brand} for the enterprise', summary: 'Security, governance and scale for organisations with thousands of users.' },
  { path: '/enterprise', title: 'Enterprise', summary: 'Advanced security, admin controls and dedicated support for large organisations.' },
  { path: '/smb', title: '{brand} for small businesses', summary: 'Everything a growing business needs, without the complexity.' },
  { path: '/w/ai', title: '{brand} AI', summary: 'AI that summarises, writes, categorises and automates inside your boards.' },
  {
    path: '/w/mcp',
    title: 'Connect AI assistants with MCP',
    summary: 'Give your AI assistant secure access to your {brand} work through the Model Context Protocol.',
  },
  { path: '/w/ai-trust-center', title: 'AI trust center', summary: 'How {brand} AI handles your data: privacy, security and responsible use.' },
  { path: '/w/{slug}db', title: '{brand}DB', summary: 'The database behind {brand}: built for scale, speed and reliability.' },
  { path: '/features/automations', title: 'Automations', summary: 'Automate repetitive work with recipes anyone can set up in minutes.' },
  { path: '/features/gantt', title: 'Gantt charts', summary: 'Plan timelines, dependencies and milestones at a glance.' },
  { path: '/features/kanban', title: 'Kanban boards', summary: 'Visualise work in progress and move tasks forward with drag and drop.' },
  { path: '/features/forms', title: 'Forms', summary: 'Collect requests and feedback straight into your boards.' },
  { path: '/features/dashboards', title: 'Dashboards', summary: 'See the status of every project and team in real time.' },
  { path: '/operations', title: 'Operations management', summary: 'Run processes, requests and resources from one place.' },
  { path: '/workdocs', title: 'Workdocs', summary: 'Docs that connect to your work: write, plan and execute together.' },
  { path: '/w/work-management', title: 'Work management', summary: 'Plan, track and deliver any project, from simple tasks to company-wide portfolios.' },
  { path: '/work-management/marketing', title: 'Work management for marketing', summary: 'Plan campaigns, manage content and track results together.' },
  { path: '/work-management/pmo', title: 'Work management for the PMO', summary: 'Portfolio visibility, resource planning and reporting for project offices.' },
  { path: '/marketing', title: 'Marketing management', summary: 'Everything marketing teams need to plan, launch and measure.' },
  { path: '/construction', title: 'Construction management', summary: 'Manage sites, crews, schedules and budgets in one place.' },
  { path: '/project-management', title: 'Project management', summary: 'Manage projects of every size with views for every way of working.' },
  { path: '/nonprofits', title: '{brand} for nonprofits', summary: 'Discounted plans and tools for fundraising, volunteers and programs.' },
  { path: '/w/industries/public-sector', title: 'Public sector', summary: 'Secure, compliant work management for government agencies.' },
  { path: '/w/industries/retail', title: 'Retail', summary: 'Coordinate stores, merchandising and supply chain work.' },
  { path: '/w/industries/media', title: 'Media and entertainment', summary: 'Run productions, editorial calendars and campaigns on time.' },
  { path: '/crm', title: '{brand} CRM', summary: 'The CRM your sales team will actually use: manage leads, deals and accounts.' },
  { path: '/w/crm/campaigns', title: 'Email campaigns', summary: 'Send email campaigns from the same place you manage your contacts.' },
  { path: '/w/service', title: '{brand} service', summary: 'Resolve tickets faster with AI-powered service management.' },
  { path: '/w/dev', title: '{brand} dev', summary: 'Plan sprints, track bugs and ship releases with your product team.' },
  { path: '/lp/forms', title: 'Free online forms', summary: 'Build a form in minutes and see every answer on a board.' },
  { path: '/lp/students', title: '{brand} for students', summary: 'Free for students: plan projects, classes and group work.' },
  { path: '/alternative', title: 'Looking for an alternative?', summary: 'See why teams switch to {brand}, and how easy moving over is.' },
  { path: '/expertcatalog', title: 'Expert catalog', summary: 'Hire certified {brand} experts for setup, training and custom builds.' },
  // Use cases
  { path: '/use-cases/client-project-management', title: 'Client project management', summary: 'Deliver client work on time, with clients in the loop.' },
  { path: '/use-cases/creative-agencies', title: 'For creative agencies', summary: 'Manage briefs, approvals and creative production.' },
  { path: '/use-cases/product-management', title: 'Product management', summary: 'Roadmaps, feedback and launches in one place.' },
  { path: '/use-cases/agile', title: 'Agile project management', summary: 'Sprints, backlogs and retrospectives for agile teams.' },
  { path: '/use-cases/hr', title: 'HR management', summary: 'Recruiting, onboarding and employee requests, organised.' },
  { path: '/use-cases/team-management', title: 'Team management', summary: 'Know who is working on what and balance the workload.' },
  { path: '/use-cases/production-management', title: 'Production management', summary: 'Plan production runs, track orders and manage inventory.' },
  // Company, help and legal
  { path: '/p/about', title: 'About {brand}', summary: 'We build the platform where teams run their work.' },
  { path: '/help', title: 'Help', summary: 'Guides, answers and support for everything {brand}.' },
  { path: '/careers', title: 'Careers at {brand}', summary: 'Join us in building the platform teams love to work in.' },
  { path: '/blog', title: 'The {brand} blog', summary: 'Ideas, tips and stories about the way teams work.' },
  { path: '/whats-new', title: 'What’s new', summary: 'The latest features and improvements in {brand}.' },
  { path: '/w/insights', title: 'Insights', summary: 'Research and reports on the future of work.' },
  { path: '/s/software-uses', title: 'What teams use {brand} for', summary: 'Hundreds of ways teams use {brand}, by industry and department.' },
  { path: '/p/events-hub', title: 'Events', summary: 'Meet the {brand} team and community at events around the world.' },
  { path: '/webinars', title: 'Webinars', summary: 'Live and on-demand sessions to get more out of {brand}.' },
  { path: '/partners/professional-services', title: 'Professional services', summary: 'Our experts help you plan, roll out and scale {brand}.' },
  { path: '/p/news', title: 'Newsroom', summary: 'Press releases, announcements and media resources.' },
  { path: '/p/esg', title: 'Environment, social and governance', summary: 'How we work towards a sustainable, inclusive and responsible company.' },
  { path: '/helpcenter', title: 'Help center', summary: 'Search articles, watch tutorials and learn the basics.' },
  { path: '/helpcenter/contact-support', title: 'Contact support', summary: 'Our support team answers around the clock, in your language.' },
  { path: '/dynamic/templates-generator/help-center', title: 'Template generator help', summary: 'How to generate a board template from a description.' },
  { path: '/trustcenter', title: 'Trust center', summary: 'Security, privacy and compliance at {brand}.' },
  { path: '/trustcenter/iso', title: 'ISO certifications', summary: 'Our ISO/IEC 27001, 27017, 27018 and 27701 certifications.' },
  { path: '/terms/soc2', title: 'SOC 2', summary: 'Our SOC 2 Type II report and how to request it.' },
  { path: '/terms/gdpr', title: 'GDPR', summary: 'How {brand} helps you comply with the GDPR.' },
  { path: '/accessibility-statement', title: 'Accessibility statement', summary: 'Our commitment to making {brand} usable by everyone.' },
  { path: '/l/privacy-policy', title: 'Privacy policy', summary: 'What we collect, why, and the choices you have.' },
  { path: '/l/terms-of-service', title: 'Terms of service', summary: 'The terms that apply when you use {brand}.' },
  { path: '/l/impressum', title: 'Impressum', summary: 'Angaben gemäß § 5 DDG.', onlyInLocales: ['de'] },
  { path: '/sales/contact-us', title: 'Contact sales', summary: 'Tell us about your team and we will find the right plan together.' },
  { path: '/external/hp-sync', title: 'Sync', summary: 'A technical page that is never tracked.', headerVariant: 'slim' },
  // Developer documentation
  ...developerPages.map(([suffix, title, summary]) => ({
    path: `/developers/apps${suffix}`,
    title,
    summary,
    headerVariant: 'developers' as const,
  })),
  {
    path: '/developers/v2/try-it-yourself',
    title: 'Try the API yourself',
    summary: 'Run GraphQL queries against your account in the browser.',
    headerVariant: 'developers',
  },
  // Employee onboarding
  ...onboardingPages.map(([suffix, title, summary]) => ({
    path: `/hr/welcometo{slug}${suffix}`,
    title,
    summary,
    headerVariant: 'slim' as const,
  })),
]

/** Fills in the brand: `{slug}` in paths, `{brand}` in words. */
export function brandRoute(route: SeedRoute, brand: { name: string; slug: string }): SeedRoute {
  const fill = (text: string) => text.replaceAll('{slug}', brand.slug).replaceAll('{brand}', brand.name)
  return { ...route, path: fill(route.path), title: fill(route.title), summary: fill(route.summary) }
}
