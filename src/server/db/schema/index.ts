export * from './auth';
export * from './profiles';
export * from './billing';
export * from './tokens';
export * from './agency';
export * from './content';
export * from './admin';
export * from './calendar';
