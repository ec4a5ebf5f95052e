export declare function polishCatalogConfig(options?: { exclude?: string[] }): {
  sourceLocale: string;
  locales: string[];
  fallbackLocales: { default: string };
  catalogs: { path: string; include: string[]; exclude: string[] }[];
  format: 'po';
  formatOptions: { origins: boolean; lineNumbers: boolean };
  orderBy: 'messageId';
};
