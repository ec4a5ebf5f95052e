export declare const jsdomTestOptions: {
  environment: 'jsdom';
  setupFiles: string[];
  clearMocks: boolean;
  restoreMocks: boolean;
  unstubGlobals: boolean;
  testTimeout: number;
};
