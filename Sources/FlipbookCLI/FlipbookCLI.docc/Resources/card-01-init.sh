swift package init --type empty
