import type { SidebarItem } from './DocSidebar';

/** A developer sidebar in the pipeline's shape: categories with and without their own page, three levels deep. */
export const developerSidebar: SidebarItem[] = [
  { type: 'link', label: 'Overview', href: '/docs/development/overview', docId: 'development/overview' },
  {
    type: 'category',
    label: 'Workflows',
    href: '/docs/category/workflows',
    collapsed: true,
    items: [
      { type: 'link', label: 'Workflows overview', href: '/docs/development/workflows/overview' },
      { type: 'link', label: 'Triggers', href: '/docs/development/workflows/triggers' },
      {
        type: 'category',
        label: 'Workflow tasks',
        href: '/docs/category/workflow-tasks',
        collapsed: true,
        items: [
          { type: 'link', label: 'Email/Send', href: '/docs/development/workflows/tasks/email-send' },
          { type: 'link', label: 'Order/Create', href: '/docs/development/workflows/tasks/order-create' },
          { type: 'link', label: 'Document/Generate', href: '/docs/development/workflows/tasks/document-generate' },
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'App modules',
    href: '/docs/category/app-modules',
    collapsed: true,
    items: [
      { type: 'link', label: 'App modules overview', href: '/docs/development/app-modules/overview' },
      {
        type: 'category',
        label: 'Components',
        href: '/docs/category/components',
        collapsed: true,
        items: ['Badge', 'Barcode scanner', 'Button', 'Calendar', 'Dashboard widget', 'Datagrid', 'Form', 'Timeline grid'].map((name) => ({
          type: 'link' as const,
          label: name,
          href: `/docs/development/app-modules/components/${name.toLowerCase().replace(/ /g, '-')}-component`,
        })),
      },
    ],
  },
  {
    type: 'category',
    label: 'Entities reference',
    collapsed: true,
    items: ['Order', 'Job', 'Commodity', 'Contact', 'Accounting transaction'].map((name) => ({
      type: 'link' as const,
      label: name,
      href: `/docs/development/entities/${name.toLowerCase().replace(/ /g, '-')}`,
    })),
  },
  {
    type: 'category',
    label: 'Examples',
    href: '/docs/category/examples',
    collapsed: false,
    items: [
      { type: 'link', label: 'Notify a carrier', href: '/docs/development/examples/notify-carrier' },
      { type: 'link', label: 'Rate a shipment', href: '/docs/development/examples/rate-shipment' },
    ],
  },
  { type: 'link', label: 'Changelog', href: 'https://github.com/example/platform/releases' },
];
