// Where the inventory files are when no path is given (io/checkout/inventory-files.ts reads
// them). A module of its own, so that the command line's settings can say it without loading the
// inventory's parser at every start.
export const DEFAULT_INVENTORY_PATTERN = "inventory/";
