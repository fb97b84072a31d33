import Catalog
import FlipbookCLI

// The built-in `flipbook` tool: the whole command line over the catalog's scenarios.
await FlipbookCommand.main(scenarios: Catalog.scenarios)
