"""BLISS Keytarist: At Dusk, if I'm boosted, reveal the top card of your Deck: draw it if it is
a Character with a base statistic of 0 (R1: an Artist or Song; Axiom R2: a Robot or
Permanent), else discard it (CR 6.5.d-e, 7.3.7, 7.3.5). Support: 1 boost up to 2 when you
play another Character with a base statistic of 0 (R2: at Noon, choose one: 1 boost, or {T}:
2 boosts, up to 3)."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.cards.builders import (
    AMELIA, FOUNDRY_MECHANIC, HUB, MAGICAL_TRAINING, PLAY_ZERO_STAT, SKALD, A_CAPPELLA,
    check_facts, gains_up_to, noon_choice_gains, put, run_until, start,
)


def _at_dusk(version: str, top_id: str, boosts: int = 1) -> str:
    """The boosted Keytarist in play, `top_id` on top of the Deck: where that card is after Dusk."""
    g, p = start()
    keytarist = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    g.cards[keytarist].counters["boost"] = boosts
    top = put(g, p, top_id, Zone.DECK)
    deck = g.players[p].deck
    deck.remove(top)
    deck.insert(0, top)
    run_until(g, 1, Phase.NIGHT)  # Dusk done (and the next Morning's draw)
    if top in g.players[p].discard:
        return "discard"
    drawn = [e for e in g.log if e.kind == "draw" and top in e.data["cards"]]
    revealed = any(e.kind == "reveal_cards" and e.data.get("card") == top for e in g.log)
    return "hand" if revealed and drawn and drawn[0].rule == "7.3.7" else "stays"


def test_alt_bise_b_ly_52_c_draws_a_revealed_zero_statistic_character_else_discards_it():
    version = "ALT_BISE_B_LY_52_C"
    assert _at_dusk(version, FOUNDRY_MECHANIC) == "hand"  # 0/1/1
    assert _at_dusk(version, AMELIA) == "discard"
    assert _at_dusk(version, AMELIA, boosts=0) == "stays"  # not boosted: nothing revealed
    assert gains_up_to(version, PLAY_ZERO_STAT, 3) == [1, 2, 2]
    check_facts(version, 2, 3, (2, 0, 2), "LY")


def test_alt_bise_b_ly_52_r1_draws_a_revealed_artist_or_song():
    version = "ALT_BISE_B_LY_52_R1"
    assert _at_dusk(version, SKALD) == "hand"  # an Artist
    assert _at_dusk(version, A_CAPPELLA) == "hand"  # a Song
    assert _at_dusk(version, MAGICAL_TRAINING) == "discard"
    assert gains_up_to(version, PLAY_ZERO_STAT, 3) == [1, 2, 2]


def test_alt_bise_b_ly_52_r2_draws_a_revealed_robot_or_permanent_and_boosts_at_noon():
    version = "ALT_BISE_B_LY_52_R2"
    assert _at_dusk(version, HUB) == "hand"  # a Permanent
    assert _at_dusk(version, "ALT_BISE_B_AX_52_C") == "hand"  # Drillmole, a Robot
    assert _at_dusk(version, SKALD) == "discard"
    noon_choice_gains(version)
    check_facts(version, 2, 3, (2, 0, 2), "AX")
