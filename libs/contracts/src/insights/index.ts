export * from './insights.schemas';
export * from './insights.privacy';
export * from './insights.routes';
export * from './insights.errors';
