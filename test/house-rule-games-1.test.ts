/** Seeded games under the cookbook's house rules, part 1 of 3 (the parts run side by side). */
import { describeHouseRuleGames } from "./support/house-rule-games.js";

describeHouseRuleGames(0, 3);
