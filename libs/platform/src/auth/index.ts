export * from './auth.decorators';
export * from './auth.guard';
export * from './authenticator';
export * from './jwt-verifier';
export * from './revocation';
export * from './token-extractor';
