import { type AppConfig, ConfigError, loadConfig } from './app-config.js';

/** Entry points stop with the setting's name and EX_CONFIG when the configuration is bad. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
}
