export const LOGGER = Symbol('LOGGER');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
export { APP_CONFIG } from '../config/config';
