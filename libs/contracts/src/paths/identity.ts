// Generated from IDENTITY by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { IDENTITY as R } from '../identity/identity.routes';
import { routePath as p } from './route-path';

export const IDENTITY_PATHS = {
  register: p<typeof R.register>('register', 'POST', '/api/register'),
  login: p<typeof R.login>('login', 'POST', '/api/login'),
  twoFactorStatus: p<typeof R.twoFactorStatus>('twoFactorStatus', 'GET', '/api/user/two-factor'),
  twoFactorSetup: p<typeof R.twoFactorSetup>('twoFactorSetup', 'POST', '/api/user/two-factor/setup'),
  twoFactorEnable: p<typeof R.twoFactorEnable>('twoFactorEnable', 'POST', '/api/user/two-factor/enable'),
  twoFactorRecoveryCodes: p<typeof R.twoFactorRecoveryCodes>('twoFactorRecoveryCodes', 'POST', '/api/user/two-factor/recovery-codes'),
  sessions: p<typeof R.sessions>('sessions', 'GET', '/api/user/sessions'),
  endSession: p<typeof R.endSession>('endSession', 'DELETE', '/api/user/sessions/:id'),
  signInAlerts: p<typeof R.signInAlerts>('signInAlerts', 'GET', '/api/user/sign-in-alerts'),
  setSignInAlerts: p<typeof R.setSignInAlerts>('setSignInAlerts', 'PUT', '/api/user/sign-in-alerts'),
  endOtherSessions: p<typeof R.endOtherSessions>('endOtherSessions', 'POST', '/api/user/sessions/sign-out-others'),
  twoFactorDisable: p<typeof R.twoFactorDisable>('twoFactorDisable', 'POST', '/api/user/two-factor/disable'),
  logout: p<typeof R.logout>('logout', 'POST', '/api/logout'),
  me: p<typeof R.me>('me', 'GET', '/api/user'),
  forgotPassword: p<typeof R.forgotPassword>('forgotPassword', 'POST', '/api/forgot-password'),
  resetPassword: p<typeof R.resetPassword>('resetPassword', 'POST', '/api/reset-password'),
  changePassword: p<typeof R.changePassword>('changePassword', 'PUT', '/api/user/password'),
  updateProfile: p<typeof R.updateProfile>('updateProfile', 'PATCH', '/api/user/profile'),
  profilePicture: p<typeof R.profilePicture>('profilePicture', 'POST', '/api/user/profile-picture'),
  coverImage: p<typeof R.coverImage>('coverImage', 'POST', '/api/user/profile/cover-image'),
  searchUsers: p<typeof R.searchUsers>('searchUsers', 'GET', '/api/users'),
  profile: p<typeof R.profile>('profile', 'GET', '/api/users/:id'),
  referrals: p<typeof R.referrals>('referrals', 'GET', '/api/referrals'),
  createReferral: p<typeof R.createReferral>('createReferral', 'POST', '/api/referrals'),
  validateReferral: p<typeof R.validateReferral>('validateReferral', 'GET', '/api/referrals/validate/:token'),
  completeReferral: p<typeof R.completeReferral>('completeReferral', 'POST', '/api/referrals/complete/:token'),
  portfolioImage: p<typeof R.portfolioImage>('portfolioImage', 'POST', '/api/portfolio/image'),
  portfolio: {
    create: p<typeof R.portfolio.create>('portfolio.create', 'POST', '/api/portfolio'),
    listByUser: p<typeof R.portfolio.listByUser>('portfolio.listByUser', 'GET', '/api/portfolio/user/:id'),
    update: p<typeof R.portfolio.update>('portfolio.update', 'PATCH', '/api/portfolio/:id'),
    remove: p<typeof R.portfolio.remove>('portfolio.remove', 'DELETE', '/api/portfolio/:id'),
  },
  experience: {
    create: p<typeof R.experience.create>('experience.create', 'POST', '/api/experience'),
    listByUser: p<typeof R.experience.listByUser>('experience.listByUser', 'GET', '/api/experience/user/:id'),
    update: p<typeof R.experience.update>('experience.update', 'PATCH', '/api/experience/:id'),
    remove: p<typeof R.experience.remove>('experience.remove', 'DELETE', '/api/experience/:id'),
  },
  education: {
    create: p<typeof R.education.create>('education.create', 'POST', '/api/education'),
    listByUser: p<typeof R.education.listByUser>('education.listByUser', 'GET', '/api/education/user/:id'),
    update: p<typeof R.education.update>('education.update', 'PATCH', '/api/education/:id'),
    remove: p<typeof R.education.remove>('education.remove', 'DELETE', '/api/education/:id'),
  },
  uploadedFile: p<typeof R.uploadedFile>('uploadedFile', 'GET', '/uploads/:file'),
} as const;
