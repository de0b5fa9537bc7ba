export * from './password-policy';
export * from './user.schemas';
export * from './profile-items.schemas';
export * from './referral.schemas';
export * from './two-factor.schemas';
export * from './sessions.schemas';
export * from './identity.routes';
export * from './identity.errors';
