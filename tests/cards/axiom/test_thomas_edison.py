"""Thomas Edison: {J} you may discard a Character from your Reserve; if you do, one of its
{R} abilities activates as mine (CR 7.3.1.b, the card's exception to 7.3.1.d); the rares:
up to two Characters, up to two of their {R} abilities."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import (AMELIA, RATATOSKR, SALVAGER, add_mana, check_facts, pick, put,
                                  settle, start)
from tests.log_text import prompt


def _edison(version: str, stored: list[str], src: str = "hand"):
    g, p = start()
    add_mana(g, p, 3)
    cards = [put(g, p, c, Zone.RESERVE) for c in stored]
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, src=src)
    settle(g)
    return g, p, me, cards


def test_alt_duster_b_ax_90_c_a_discarded_characters_reserve_ability_is_mine():
    check_facts("ALT_DUSTER_B_AX_90_C", 5, 5, (5, 5, 5), "AX")
    g, p, me, (rat, amelia) = _edison("ALT_DUSTER_B_AX_90_C", [RATATOSKR, AMELIA])
    assert g.pending.kind == "may"
    act(g, "yes")
    pick(g, rat)
    settle(g)
    assert g.cards[rat].zone is Zone.DISCARD and g.cards[amelia].zone is Zone.RESERVE
    assert g.cards[me].boosts == 2  # Ratatoskr's {R} 'I gain 2 boosts' gave them to me
    assert g.cards[rat].boosts == 0


def test_alt_duster_b_ax_90_c_declined_nothing_is_discarded():
    g, p, me, (rat,) = _edison("ALT_DUSTER_B_AX_90_C", [RATATOSKR])
    act(g, "no")
    settle(g)
    assert g.cards[rat].zone is Zone.RESERVE and g.cards[me].boosts == 0


def _rare(version: str, faction: str) -> None:
    check_facts(version, 5, 4, (4, 4, 4), faction)
    g, p, me, (rat, salvager, amelia) = _edison(version, [RATATOSKR, SALVAGER, AMELIA])
    act(g, "yes")
    pick(g, rat)
    pick(g, salvager)
    assert "left" in prompt(g)  # up to two of their {R} abilities: the player picks
    pick(g, rat)
    pick(g, salvager)
    reserve_before = len(g.players[p].reserve)
    settle(g)
    assert g.cards[rat].zone is Zone.DISCARD and g.cards[salvager].zone is Zone.DISCARD
    assert g.cards[amelia].zone is Zone.RESERVE
    assert g.cards[me].boosts == 2
    assert len(g.players[p].reserve) == reserve_before + 1  # Salvager's {R} Resupply, mine


def test_alt_duster_b_ax_90_r1_up_to_two_reserve_abilities_of_discarded_characters():
    _rare("ALT_DUSTER_B_AX_90_R1", "AX")


def test_alt_duster_b_ax_90_r2_up_to_two_reserve_abilities_of_discarded_characters():
    _rare("ALT_DUSTER_B_AX_90_R2", "BR")
