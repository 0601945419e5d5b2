import { paths } from '@parts/shared-kernel';
import { mountStandalone } from '@parts/shared-kernel/standalone';
import AddressesPage from './exposes/AddressesPage';
import ApprovalsPage from './exposes/ApprovalsPage';
import DeliveriesPage from './exposes/DeliveriesPage';
import AuditPage from './exposes/AuditPage';
import EmployeesPage from './exposes/EmployeesPage';
import ForgotPasswordConfirmPage from './exposes/ForgotPasswordConfirmPage';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import InvoicesPage from './exposes/InvoicesPage';
import LoginPage from './exposes/LoginPage';
import OrderHistoryPage from './exposes/OrderHistoryPage';
import OrderPage from './exposes/OrderPage';
import ProfilePage from './exposes/ProfilePage';
import RegisterPage from './exposes/RegisterPage';
import ShoppingListPage from './exposes/ShoppingListPage';
import TeamAcceptPage from './exposes/TeamAcceptPage';

void mountStandalone('remote-account', [
  { path: paths.login.pattern, element: <LoginPage /> },
  { path: paths.register.pattern, element: <RegisterPage /> },
  { path: paths.forgotPassword.pattern, element: <ForgotPasswordPage /> },
  { path: paths.forgotPasswordConfirm.pattern, element: <ForgotPasswordConfirmPage /> },
  { path: paths.myProfile.pattern, element: <ProfilePage /> },
  { path: paths.addresses.pattern, element: <AddressesPage /> },
  { path: paths.orderHistory.pattern, element: <OrderHistoryPage /> },
  { path: paths.order.pattern, element: <OrderPage /> },
  { path: paths.orderDetails.pattern, element: <OrderPage /> },
  { path: paths.shoppingList.pattern, element: <ShoppingListPage /> },
  { path: paths.approvals.pattern, element: <ApprovalsPage /> },
  { path: paths.employees.pattern, element: <EmployeesPage /> },
  { path: paths.audit.pattern, element: <AuditPage /> },
  { path: paths.teamAccept.pattern, element: <TeamAcceptPage /> },
  { path: paths.deliveries.pattern, element: <DeliveriesPage /> },
  { path: paths.invoices.pattern, element: <InvoicesPage /> },
]);
