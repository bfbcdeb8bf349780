export { LighthouseBrowseRoute } from './routes/browse';
export { LighthouseConversationRoute } from './routes/conversation';
export { LighthouseDashboardRoute } from './routes/dashboard';
export { LighthouseMatchesRoute } from './routes/matches';
export { LighthouseMyPropertiesRoute } from './routes/my-properties';
export { LighthouseProfileRoute } from './routes/profile';
export { LighthousePropertyRoute } from './routes/property-detail';
export { LighthousePropertyEditorRoute } from './routes/property-editor';
