"""Scout (CR 7.4.5): played from Hand for its Scout cost, the card gains a Reaction that
sends it to Reserve; its other Reactions from that play still find it there (7.4.5.e)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardType
from altered_tui.engine import apply_inplace, legal_actions
from altered_tui.engine.types import Zone

from tests.engine.builders import afternoon, define, put

BOOST_ME_ON_JOIN = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                               effect=[ab.Boost(kind="boost", objects=ab.Select(ref="me"))])


def _scout_in_hand(g):
    card_id = define(g, "Scouting Courier", stats=(1, 1, 1), cost=(3, 3), scout=1)
    g.defs[card_id] = g.defs[card_id].model_copy(update={"abilities": (BOOST_ME_ON_JOIN,)})
    return put(g, card_id, g.pending.player, Zone.HAND)


def _react(g, first_is_scout: bool):
    """Resolve the two waiting Reactions, Scout's first or last."""
    options = [a.text for a in legal_actions(g) if a.verb == "react"]
    scout, own = sorted(options, key=lambda t: int(t.rsplit("e", 1)[1]))  # Scout's is made first
    apply_inplace(g, scout if first_is_scout else own)


def test_7_4_5_e_a_reaction_of_the_scout_play_finds_the_card_in_reserve():
    g = afternoon(0)
    cid = _scout_in_hand(g)
    apply_inplace(g, f"play Scouting Courier#{cid}@hand -> hero scout")
    _react(g, first_is_scout=True)
    assert g.cards[cid].zone is Zone.RESERVE
    assert g.cards[cid].boosts == 1  # "me" is the card in Reserve now


def test_7_4_5_e_boosted_first_then_sent_to_reserve_the_boost_is_lost():
    g = afternoon(0)
    cid = _scout_in_hand(g)
    apply_inplace(g, f"play Scouting Courier#{cid}@hand -> hero scout")
    _react(g, first_is_scout=False)
    assert g.cards[cid].zone is Zone.RESERVE
    assert g.cards[cid].boosts == 0  # not Seasoned: its boosts stay behind (CR 7.4.6.b)


def _free_play_spell(g):
    """A Spell: 'you may immediately play a card for free' (CR 7.3.20)."""
    card_id = define(g, "Free Gift", type=CardType.SPELL, cost=(0, 0))
    effect = ab.SpellEffect(kind="effect", steps=[ab.PlayNow(kind="play_now", free=True, may=True,
                                                             filter=ab.Filter(type="card"))])
    g.defs[card_id] = g.defs[card_id].model_copy(update={"abilities": (effect,)})
    return put(g, card_id, g.pending.player, Zone.HAND)


def test_7_4_5_d_a_card_played_for_free_may_still_be_played_with_scout():
    # playing for free skips paying, not the choice of an alternative cost such as Scout
    # (CR 7.3.20.a, 5.1.2.c; remark of 7.4.5.d)
    g = afternoon(0)
    p = g.pending.player
    courier, gift = _scout_in_hand(g), _free_play_spell(g)
    orbs = sum(1 for c in g.players[p].mana if not g.cards[c].status)
    apply_inplace(g, f"play Free Gift#{gift}@hand")
    offered = [a.text for a in legal_actions(g)]
    assert f"play Scouting Courier#{courier}@hand -> hero free" in offered
    assert f"play Scouting Courier#{courier}@hand -> hero free scout" in offered
    apply_inplace(g, f"play Scouting Courier#{courier}@hand -> hero free scout")
    _react(g, first_is_scout=True)
    assert g.cards[courier].zone is Zone.RESERVE and g.cards[courier].boosts == 1
    assert sum(1 for c in g.players[p].mana if not g.cards[c].status) == orbs  # paid nothing
