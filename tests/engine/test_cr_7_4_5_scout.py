"""Scout (CR 7.4.5): played from Hand for its Scout cost, the card gains a Reaction that
sends it to Reserve; its other Reactions from that play still find it there (7.4.5.e)."""

from altered_tui.cards import abilities as ab
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
