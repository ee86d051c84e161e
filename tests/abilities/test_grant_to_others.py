"""A keyword granted to "other Characters you control" (CR 2.3): the object with the ability
is not one of them; your other Characters are, an opponent's are not."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import character, give
from tests.cards.builders import TROOPER, put, start


def test_passive_grant_keywords_2_3_to_other_characters_leaves_the_source_out():
    g, p = start()
    grant = ab.GrantKeywords(kind="grant_keywords", to=ab.Filter(type="character", other=True),
                             keywords=ab.Keywords(tough=1))
    me = give(g, p, character(ab.PassiveAbility(kind="passive", effect=grant)), Zone.EXPEDITION,
              Side.HERO)
    mine = put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    assert (tough(g, me), tough(g, mine), tough(g, theirs)) == (0, 1, 0)
