"""Close the Breach! (Exalted Feat): {J} discard target Character with Base Cost {3} or less;
when you pass after your opponents, if you are the first player, complete me; Completed,
{T}, {1}: target Character you control gains 1 boost, then After You (README rulings, Feats)."""

from altered_tui.engine.types import Phase, Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (ACHILLES, AMELIA, TROOPER, add_mana, card, check_facts,
                                  pick_if_asked, put, ready_mana, run_until, settle, start,
                                  use_ability)

ME = "ALT_EOLE_B_YZ_122_E"


def test_alt_eole_b_yz_122_e_discards_a_cheap_character_and_completes_when_passing_last():
    check_facts(ME, 3, 3, None, "YZ")
    assert card(ME).rarity.value == "exalted" and card(ME).has_subtype("Feat")
    g, p = start()
    assert g.first_player == p
    add_mana(g, p, 3)
    cheap = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # Base Cost 3
    dear = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # Base Cost 5
    feat = put(g, p, ME)
    play(g, feat)
    assert not any(f"#{dear}" in o for o in options(g))
    pick_if_asked(g, cheap)
    settle(g)
    assert g.cards[cheap].zone is Zone.DISCARD and g.cards[dear].zone is Zone.EXPEDITION
    act(g, "pass")  # the opponent passes first
    settle(g)
    act(g, "pass")  # then the first player, after them
    settle(g)
    assert g.cards[feat].has(Status.COMPLETED)
    run_until(g, 2, Phase.AFTERNOON)
    assert g.cards[feat].has(Status.COMPLETED)  # it stayed in play
    while g.pending.player != p:
        act(g, "pass")
    mine = put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO)
    orbs = ready_mana(g, p)
    use_ability(g, feat, 3)
    pick_if_asked(g, mine)
    settle(g)
    assert g.cards[mine].counters.get("boost", 0) == 1 and ready_mana(g, p) == orbs - 1
    assert [e for e in g.log if e.kind == "after_you" and e.player == p]  # the turn ended (CR 7.3.2)


def test_alt_eole_b_yz_122_e_passing_first_completes_nothing():
    g, p = start()
    feat = put(g, p, ME, Zone.LANDMARKS)
    act(g, "pass")  # the first player passes first
    settle(g)
    assert not g.cards[feat].has(Status.COMPLETED)
