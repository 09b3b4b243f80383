// Where the inventory files are when no path is given. Apart from inventory-files.ts, so that the
// command line's settings can say it without loading the inventory's parser at every start.
export const DEFAULT_INVENTORY_PATTERN = "inventory/";
