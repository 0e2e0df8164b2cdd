/** Hash routes of the spec. Every route is lazy and sets its page title; unknown paths go to the root. */
import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, useLocation, useParams, useSearchParams, type RouteObject } from '../lib/router';
import { paths, type RouteName } from '../config/paths';
import { PAGE_SIZE_DEFAULT } from '@portal/domain';
import { billingItemsQuery } from '../features/billing/api/billing-items';
import { CUSTOMER_LIST_START, customersQuery } from '../features/clients/api/customers';
import { billingMonthFromParams } from '../lib/billing-month';
import { queryClient } from '../lib/query-client';
import { prefetchFor, type RouteHandle } from '../lib/route-access';
import { meQuery, participationQuery, runtimeConfigQuery } from '../lib/session';
import { deskQuery, MARKET_DESKS } from '../lib/shared-queries';
import { RootLayout } from './root-layout';

const relative = (name: RouteName) => paths[name].path.replace(/^\//, '');
/** Every route's handle: its page title, who may open it and the right it needs (the layouts' guard, lib/route-access.ts). */
const handle = (name: RouteName): RouteHandle => ({ title: paths[name].title, access: paths[name].access, right: paths[name].right });

/**
 * The office's first requests (who is signed in, the participation, the settings) start with the route, side by side
 * and while the shell's code still loads, instead of one after the other once it has rendered. The shell decides on
 * their answers as before.
 */
function startOfficeQueries() {
  void queryClient.prefetchQuery(meQuery);
  void queryClient.prefetchQuery(participationQuery);
  void queryClient.prefetchQuery(runtimeConfigQuery);
  return null;
}

const ClientCardView = lazy(() => import('./routes/client-card-view').then((m) => ({ default: m.ClientCardView })));
const SubscriptionDetailPage = lazy(() =>
  import('../features/subscriptions/subscription-detail-page').then((m) => ({ default: m.SubscriptionDetailPage })),
);

/**
 * client.detail.item: the client card, or with ?subscriptionId= the detail of one subscription. Each loads its own
 * code, so a subscription opened by its address does not bring the card's (and the other way round).
 */
function ClientDetailRoute() {
  const { customerId = '' } = useParams();
  const [params] = useSearchParams();
  const subscriptionId = params.get('subscriptionId');
  return (
    <Suspense fallback={null}>
      {subscriptionId ? (
        <SubscriptionDetailPage key={subscriptionId} customerId={customerId} subscriptionId={subscriptionId} />
      ) : (
        <ClientCardView customerId={customerId} />
      )}
    </Suspense>
  );
}

/** /service keeps its demo query on the way to the list. */
function ServiceRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths['service.list'].path}${search}`} replace />;
}

export const router = createHashRouter([
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        index: true,
        handle: handle('root'),
        lazy: () => import('../features/loader/loader-page').then((m) => ({ Component: m.LoaderPage })),
      },
      {
        path: relative('promo'),
        handle: handle('promo'),
        lazy: () => import('../features/promo/promo-page').then((m) => ({ Component: m.PromoPage })),
      },
      {
        path: relative('login'),
        handle: handle('login'),
        lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: relative('logout'),
        handle: handle('logout'),
        lazy: () => import('../features/auth/logout-page').then((m) => ({ Component: m.LogoutPage })),
      },
      {
        path: relative('signup'),
        handle: handle('signup'),
        lazy: () => import('../features/auth/signup-page').then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: relative('client.confirm'),
        handle: handle('client.confirm'),
        lazy: () => import('../features/clients/confirm-client-page').then((m) => ({ Component: m.ConfirmClientPage })),
      },
      {
        path: relative('ias.password'),
        handle: handle('ias.password'),
        lazy: () => import('../features/enrollment/password-page').then((m) => ({ Component: m.PasswordPage })),
      },
      {
        path: relative('password.forgot'),
        handle: handle('password.forgot'),
        lazy: () => import('../features/account/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: relative('password.reset'),
        handle: handle('password.reset'),
        lazy: () => import('../features/account/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: relative('cert.check'),
        handle: handle('cert.check'),
        lazy: () => import('../features/profile/certificate-check-page').then((m) => ({ Component: m.CertificateCheckPage })),
      },
      {
        path: relative('invitation'),
        handle: handle('invitation'),
        lazy: () => import('../features/team/invitation-page').then((m) => ({ Component: m.InvitationPage })),
      },
      {
        path: 'backoffice',
        // Who is signed in is asked for with the route, while the back office's code still loads (as the office does).
        loader: () => {
          void queryClient.prefetchQuery(meQuery);
          return null;
        },
        lazy: () => import('../features/backoffice/backoffice-layout').then((m) => ({ Component: m.BackofficeLayout })),
        children: [
          {
            index: true,
            handle: handle('backoffice.applications'),
            element: <Navigate to={paths['backoffice.applications'].path} replace />,
          },
          {
            path: 'applications',
            handle: handle('backoffice.applications'),
            lazy: () => import('../features/backoffice/applications-page').then((m) => ({ Component: m.ApplicationsPage })),
          },
          {
            path: 'partners/:partnerId/journal',
            handle: handle('backoffice.partner-journal'),
            lazy: () => import('../features/journal/backoffice-journal-page').then((m) => ({ Component: m.BackofficeJournalPage })),
          },
          {
            path: 'mail',
            handle: handle('backoffice.mail'),
            lazy: () => import('../features/backoffice/mail-page').then((m) => ({ Component: m.MailPage })),
          },
          {
            path: 'customers',
            handle: handle('backoffice.customers'),
            lazy: () => import('../features/backoffice/customers-page').then((m) => ({ Component: m.CustomersPage })),
          },
          {
            path: 'invoices',
            handle: handle('backoffice.invoices'),
            lazy: () => import('../features/backoffice/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
          },
          {
            path: 'documents',
            handle: handle('backoffice.documents'),
            lazy: () => import('../features/backoffice/documents-page').then((m) => ({ Component: m.DocumentsPage })),
          },
          {
            path: 'payments',
            handle: handle('backoffice.payments'),
            lazy: () => import('../features/backoffice/payments-page').then((m) => ({ Component: m.PaymentsPage })),
          },
          {
            path: 'overdue',
            handle: handle('backoffice.overdue'),
            lazy: () => import('../features/backoffice/overdue-page').then((m) => ({ Component: m.OverduePage })),
          },
          {
            path: 'calendar',
            handle: handle('backoffice.calendar'),
            lazy: () => import('../features/backoffice/calendar-page').then((m) => ({ Component: m.CalendarPage })),
          },
          {
            path: 'distributors',
            handle: handle('backoffice.distributors'),
            lazy: () => import('../features/backoffice/distributors-page').then((m) => ({ Component: m.DistributorsPage })),
          },
          {
            path: 'infrastructure',
            handle: handle('backoffice.infrastructure'),
            lazy: () => import('../features/backoffice/infrastructure-page').then((m) => ({ Component: m.InfrastructurePage })),
          },
          {
            path: 'vm-requests',
            handle: handle('backoffice.vm-requests'),
            lazy: () => import('../features/backoffice/cloud-vm-requests-page').then((m) => ({ Component: m.CloudVmRequestsPage })),
          },
          {
            path: 'rate-texts',
            handle: handle('backoffice.rate-texts'),
            lazy: () => import('../features/backoffice/rate-texts-page').then((m) => ({ Component: m.RateTextsPage })),
          },
          {
            path: 'cloud-prices',
            handle: handle('backoffice.cloud-prices'),
            lazy: () => import('../features/backoffice/cloud-prices-page').then((m) => ({ Component: m.CloudPricesPage })),
          },
          {
            path: 'leads',
            handle: handle('backoffice.leads'),
            lazy: () => import('../features/backoffice/leads-page').then((m) => ({ Component: m.LeadsPage })),
          },
          {
            path: 'feedback',
            handle: handle('backoffice.feedback'),
            lazy: () => import('../features/backoffice/feedback-page').then((m) => ({ Component: m.FeedbackPage })),
          },
          {
            path: 'content',
            handle: handle('backoffice.content'),
            lazy: () => import('../features/backoffice/content-page').then((m) => ({ Component: m.ContentPage })),
          },
          {
            path: 'errors',
            handle: handle('backoffice.errors'),
            lazy: () => import('../features/backoffice/error-reports-page').then((m) => ({ Component: m.ErrorReportsPage })),
          },
          {
            path: 'security',
            handle: handle('backoffice.security'),
            lazy: () => import('../features/account/security-page').then((m) => ({ Component: m.SecurityPage })),
          },
        ],
      },
      {
        loader: startOfficeQueries,
        lazy: () => import('../features/shell/office-layout').then((m) => ({ Component: m.OfficeLayout })),
        children: [
          {
            path: relative('partners.list'),
            handle: handle('partners.list'),
            lazy: () => import('../features/distributors/partners-page').then((m) => ({ Component: m.PartnersPage })),
          },
          {
            path: relative('partners.list.details'),
            handle: handle('partners.list.details'),
            lazy: () => import('../features/distributors/partner-details-page').then((m) => ({ Component: m.PartnerDetailsPage })),
          },
          {
            path: relative('partners.score'),
            handle: handle('partners.score'),
            lazy: () => import('../features/distributors/partners-score-page').then((m) => ({ Component: m.PartnersScorePage })),
          },
          {
            path: relative('client.subscriptions.all'),
            handle: handle('client.subscriptions.all'),
            // The list's first page is asked for with the session, not after the shell has let the page in.
            loader: () => {
              void queryClient.prefetchQuery(customersQuery(CUSTOMER_LIST_START));
              return null;
            },
            lazy: () => import('../features/clients/clients-page').then((m) => ({ Component: m.ClientsPage })),
          },
          {
            path: relative('client.subscriptions.reg'),
            handle: handle('client.subscriptions.reg'),
            lazy: () => import('../features/clients/register-client-page').then((m) => ({ Component: m.RegisterClientPage })),
          },
          {
            path: relative('client.detail.item'),
            handle: handle('client.detail.item'),
            element: <ClientDetailRoute />,
          },
          {
            path: relative('order.list'),
            handle: handle('order.list'),
            lazy: () => import('../features/orders/order-list-page').then((m) => ({ Component: m.OrderListPage })),
          },
          {
            path: relative('order.detail'),
            handle: handle('order.detail'),
            lazy: () => import('../features/orders/order-detail-page').then((m) => ({ Component: m.OrderDetailPage })),
          },
          {
            path: relative('service.list'),
            handle: handle('service.list'),
            // The desks are asked for with the session, not after the shell and the page's code have loaded.
            loader: () =>
              prefetchFor(queryClient, 'service.list', () => {
                for (const desk of MARKET_DESKS) void queryClient.prefetchQuery(deskQuery(desk));
              }),
            lazy: () => import('../features/market/market-page').then((m) => ({ Component: m.MarketPage })),
          },
          {
            path: relative('client.subscriptions.payed'),
            handle: handle('client.subscriptions.payed'),
            lazy: () => import('../features/subscriptions/subscription-pages').then((m) => ({ Component: m.PaidSubscriptionsPage })),
          },
          {
            path: relative('client.subscriptions.trial'),
            handle: handle('client.subscriptions.trial'),
            lazy: () => import('../features/subscriptions/subscription-pages').then((m) => ({ Component: m.TrialSubscriptionsPage })),
          },
          {
            path: relative('subscription.all'),
            handle: handle('subscription.all'),
            lazy: () => import('../features/subscriptions/subscription-pages').then((m) => ({ Component: m.AllSubscriptionsPage })),
          },
          ...(
            [
              'service.1c_ecw_application',
              'service.1c_grm_conf_manager',
              'service.1c-ecw-terminal',
              'service.ms_products',
              'service.product',
            ] as const
          ).map((name): RouteObject => ({
            path: relative(name),
            handle: handle(name),
            lazy: () => import('../features/order/order-page').then((m) => ({ Component: m.OrderPage })),
          })),
          {
            path: relative('service.kaspersky'),
            handle: handle('service.kaspersky'),
            lazy: () => import('../features/order/kaspersky-order-page').then((m) => ({ Component: m.KasperskyOrderPage })),
          },
          {
            path: relative('1c_paysleep_application'),
            handle: handle('1c_paysleep_application'),
            lazy: () => import('../features/order/payslip-order-page').then((m) => ({ Component: m.PayslipOrderPage })),
          },
          {
            path: relative('service.biz'),
            handle: handle('service.biz'),
            lazy: () => import('../features/order/business-order-page').then((m) => ({ Component: m.BusinessOrderPage })),
          },
          {
            path: relative('service.1c_ecw_support'),
            handle: handle('service.1c_ecw_support'),
            lazy: () => import('../features/order/support-order-page').then((m) => ({ Component: m.SupportOrderPage })),
          },
          {
            path: relative('profile'),
            handle: handle('profile'),
            lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: relative('profile.cert'),
            handle: handle('profile.cert'),
            lazy: () => import('../features/profile/certificate-page').then((m) => ({ Component: m.CertificatePage })),
          },
          {
            path: relative('profile.security'),
            handle: handle('profile.security'),
            lazy: () => import('../features/account/security-page').then((m) => ({ Component: m.SecurityPage })),
          },
          {
            path: relative('feedback'),
            handle: handle('feedback'),
            lazy: () => import('../features/support/feedback-page').then((m) => ({ Component: m.FeedbackPage })),
          },
          {
            path: relative('admin'),
            handle: handle('admin'),
            lazy: () => import('../features/admin-apps/admin-applications-page').then((m) => ({ Component: m.AdminApplicationsPage })),
          },
          {
            path: relative('home'),
            handle: handle('home'),
            lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: relative('members'),
            handle: handle('members'),
            lazy: () => import('../features/team/members-page').then((m) => ({ Component: m.MembersPage })),
          },
          {
            path: relative('journal'),
            handle: handle('journal'),
            lazy: () => import('../features/journal/journal-page').then((m) => ({ Component: m.JournalPage })),
          },
          {
            path: relative('token'),
            handle: handle('token'),
            lazy: () => import('../features/api-token/api-token-page').then((m) => ({ Component: m.ApiTokenPage })),
          },
          {
            path: relative('details'),
            handle: handle('details'),
            // The month's first page (no search, no filter) is asked for with the session, as the page will ask for it.
            loader: ({ searchParams }) => {
              const { month, year } = billingMonthFromParams(searchParams);
              const start = {
                m: month,
                y: year,
                search: '',
                subscriptions: 'all',
                options: 'all',
                page: 1,
                pageSize: PAGE_SIZE_DEFAULT,
              } as const;
              return prefetchFor(queryClient, 'details', () => void queryClient.prefetchQuery(billingItemsQuery(start)));
            },
            lazy: () => import('../features/billing/billing-details-page').then((m) => ({ Component: m.BillingDetailsPage })),
          },
          {
            path: relative('invoices'),
            handle: handle('invoices'),
            lazy: () => import('../features/invoices/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
          },
          {
            path: relative('enrollment'),
            handle: handle('enrollment'),
            lazy: () => import('../features/enrollment/enrollment-page').then((m) => ({ Component: m.EnrollmentPage })),
          },
          {
            path: relative('cloud.calc'),
            handle: handle('cloud.calc'),
            lazy: () => import('../features/cloud/calculator-page').then((m) => ({ Component: m.CloudCalculatorPage })),
          },
          {
            path: relative('calc.quotes'),
            handle: handle('calc.quotes'),
            lazy: () => import('../features/quotes/quotes-page').then((m) => ({ Component: m.QuotesPage })),
          },
          {
            path: relative('cloud.list'),
            handle: handle('cloud.list'),
            lazy: () => import('./routes/cloud-list-view').then((m) => ({ Component: m.CloudListView })),
          },
          ...(['grm', 'oi'] as const).map((product): RouteObject => ({
            path: relative(`rates.${product}`),
            handle: handle(`rates.${product}`),
            lazy: () => import('../features/rates/rates-page').then((m) => ({ Component: () => <m.RatesPage product={product} /> })),
          })),
          {
            path: relative('calc'),
            handle: handle('calc'),
            lazy: () => import('../features/calculators/calculator-home-page').then((m) => ({ Component: m.CalculatorHomePage })),
          },
          ...(
            [
              ['calc.typical', 'TypicalCalculatorPage'],
              ['calc.industry', 'IndustryCalculatorPage'],
              ['calc.modified', 'ModifiedCalculatorPage'],
              ['calc.private', 'PrivateCalculatorPage'],
              ['calc.other', 'OtherCalculatorPage'],
            ] as const
          ).map(([name, page]): RouteObject => ({
            path: relative(name),
            handle: handle(name),
            lazy: () => import('../features/calculators/calculator-pages').then((m) => ({ Component: m[page] })),
          })),
          {
            path: relative('calc.services'),
            handle: handle('calc.services'),
            lazy: () => import('../features/calculators/services-page').then((m) => ({ Component: m.ServicesCalculatorPage })),
          },
          {
            lazy: () => import('../features/leads/leads-layout').then((m) => ({ Component: m.LeadsLayout })),
            children: [
              {
                path: relative('lead.tabs.new'),
                handle: handle('lead.tabs.new'),
                lazy: () => import('../features/leads/common-leads-page').then((m) => ({ Component: m.CommonLeadsPage })),
              },
              {
                path: relative('lead.tabs.my'),
                handle: handle('lead.tabs.my'),
                lazy: () => import('../features/leads/my-leads-page').then((m) => ({ Component: m.MyLeadsPage })),
              },
              {
                path: relative('lead.tabs.site'),
                handle: handle('lead.tabs.site'),
                lazy: () => import('../features/leads/site/site-form-page').then((m) => ({ Component: m.SiteFormPage })),
              },
            ],
          },
          { path: relative('lead'), handle: handle('lead'), element: <Navigate to={paths['lead.tabs.new'].path} replace /> },
          {
            path: relative('content.news'),
            handle: handle('content.news'),
            lazy: () => import('../features/content/content-pages').then((m) => ({ Component: m.NewsPage })),
          },
          {
            path: relative('content.videos'),
            handle: handle('content.videos'),
            lazy: () => import('../features/content/content-pages').then((m) => ({ Component: m.VideosPage })),
          },
          {
            path: relative('content.presentations'),
            handle: handle('content.presentations'),
            lazy: () => import('../features/content/content-pages').then((m) => ({ Component: m.PresentationsPage })),
          },
          {
            path: relative('content.marketing'),
            handle: handle('content.marketing'),
            lazy: () => import('../features/content/content-pages').then((m) => ({ Component: m.MarketingPage })),
          },
          {
            path: relative('content.info'),
            handle: handle('content.info'),
            lazy: () => import('../features/content/knowledge-base-page').then((m) => ({ Component: m.KnowledgeBasePage })),
          },
          { path: relative('client'), handle: handle('client'), element: <Navigate to={paths['client.subscriptions.all'].path} replace /> },
          { path: relative('service'), handle: handle('service'), element: <ServiceRedirect /> },
          { path: relative('cloud'), handle: handle('cloud'), element: <Navigate to={paths['cloud.calc'].path} replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
