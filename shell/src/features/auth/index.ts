export { AuthNavigation } from './AuthNavigation';
export { HomeRedirect } from './HomeRedirect';
export { RequireStaff } from './RequireStaff';
export { PasswordRecovery } from './PasswordRecovery';
