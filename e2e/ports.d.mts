export declare const E2E: { appPort: number; sandboxPort: number; appUrl: string; sandboxUrl: string };
