export interface E2EPorts {
  appPort: number;
  sandboxPort: number;
  appUrl: string;
  sandboxUrl: string;
}
export declare const E2E_SLOTS: number;
export declare function e2ePorts(slot: number): E2EPorts;
export declare const E2E: E2EPorts;
