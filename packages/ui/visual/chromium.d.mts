export declare const chromiumPath: string;
export declare const disabledFeatures: readonly string[];
export declare const disableFeaturesFlag: string;
export declare const playwrightDisabledFeatures: readonly string[];
export declare function chromiumArgsAfter(launcherFlags: readonly string[]): string[];
export declare const chromiumArgs: readonly string[];
