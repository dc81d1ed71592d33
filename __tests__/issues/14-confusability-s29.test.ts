// Issue 14, session 29: misses and false reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('two servers of no known kind that name their thing by one compound mean one thing', () => {
  it('posthog/feature_flags_create ~ unleash/createFlag, and the list and read of feature flags', () => {
    expectConfusable(['posthog', 'feature_flags_create'], ['unleash', 'createFlag']);
    expectConfusable(['posthog', 'feature_flags_list'], ['unleash', 'listFlags']);
    expectConfusable(['posthog', 'feature_flags_get'], ['unleash', 'getFlag']);
  });

  it('a bare word two strangers share still names two things: dataiku/recipe ~ mealmastery/search_recipes stay apart', () => {
    expectApart(['dataiku', 'recipe'], ['mealmastery', 'search_recipes']);
    expectApart(['dataiku', 'recipe'], ['howtocook', 'mcp_howtocook_getAllRecipes']);
  });
});
