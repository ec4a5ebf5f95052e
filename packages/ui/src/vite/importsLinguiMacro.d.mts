export declare function importsLinguiMacro(id: string): boolean;
