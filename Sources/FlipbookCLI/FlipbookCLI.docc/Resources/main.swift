import CardTransitions
import FlipbookCLI

await FlipbookCommand.main(scenarios: CardApp.scenarios)
