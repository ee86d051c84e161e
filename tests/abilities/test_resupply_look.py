"""'If you would Resupply, instead look at the top two cards of your Deck: one in Reserve, the
other discarded' (CR 6.2.b): looked at, the two cards are not revealed (CR 3.1.3.f) while
the player chooses."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_passive
from altered_tui.engine.types import Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, spell


def _passive(effect):
    return ab.PassiveAbility(kind="passive", effect=effect)


def test_passive_resupply_reveal_6_2_b_look_keeps_the_two_cards_unrevealed():
    look = ab.ResupplyReveal(kind="resupply_reveal", look=True)
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(_passive(look)), Zone.LANDMARKS)
    top_two = g.players[p].deck[:2]
    play(g, give(g, p, spell(ab.Resupply(kind="resupply"))))
    assert g.pending.player == p and g.revealed == []
    assert not [e for e in g.log if e.kind == "reveal_cards"]
    act(g, next(o for o in options(g) if f"#{top_two[0]}" in o))
    assert top_two[0] in g.players[p].reserve and top_two[1] in g.players[p].discard
    assert render_passive(look) == ("If you would Resupply, instead look at the top two cards "
                                    "of your Deck: put one in Reserve and discard the other.")
