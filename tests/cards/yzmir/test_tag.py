"""Tag!: target opponent sacrifices the Character (rares: the Character or Permanent) they
control with the highest Base Cost (CR 7.3.25; README rulings, Tag!): a Fleeting one counts
its Reserve Cost; among equals that player picks. The common is Fleeting (CR 2.4.6); the
rares have the support {D}: After You (CR 7.3.2)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    ALCHEMIST, AMELIA, HAVEN_WARRIOR, REPROCESSOR, TROOPER, add_mana, card, choose, put,
    resolve_spell, start, use_support,
)


def _table(g, p):
    o = 1 - p
    small = put(g, o, TROOPER, Zone.EXPEDITION, Side.HERO)
    amelia = put(g, o, AMELIA, Zone.EXPEDITION, Side.HERO)
    haven = put(g, o, HAVEN_WARRIOR, Zone.EXPEDITION, Side.COMPANION)
    quick = put(g, o, ALCHEMIST, Zone.EXPEDITION, Side.COMPANION)  # Hand Cost 3, Reserve Cost 1
    g.cards[quick].status |= Status.FLEETING  # its Base Cost is now 1
    mine = put(g, p, "ALT_CORE_B_BR_21_C", Zone.EXPEDITION, Side.HERO)  # mine are not the opponent's
    return small, amelia, haven, quick, mine


def _cast(version: str, setup=None):
    g, p = start()
    add_mana(g, p, 7)
    cids = _table(g, p)
    extra = setup(g, p) if setup else None
    tag = put(g, p, version)
    act(g, f"play Tag!#{tag}@hand")
    return g, p, tag, cids, extra


def _highest_character(version: str) -> None:
    g, p, tag, (small, amelia, haven, quick, mine), _ = _cast(version)
    while g.pending.player == p:
        act(g, options(g)[0])
    assert g.pending.kind == "choose" and g.pending.player == 1 - p  # the opponent picks
    assert sorted(options(g)) == sorted([f"choose Amelia Earhart#{amelia}",
                                         f"choose {card(HAVEN_WARRIOR).name}#{haven}"])
    choose(g, haven)
    resolve_spell(g, tag)
    assert haven in g.players[1 - p].discard
    for cid in (small, amelia, quick):
        assert g.cards[cid].zone is Zone.EXPEDITION
    assert g.cards[mine].zone is Zone.EXPEDITION


def test_alt_duster_b_yz_99_c_opponent_sacrifices_their_costliest_character():
    _highest_character("ALT_DUSTER_B_YZ_99_C")
    # a Landmark of Hand Cost 4 is not a Character: the common still takes a Character
    g, p, tag, (small, amelia, haven, quick, mine), rock = _cast(
        "ALT_DUSTER_B_YZ_99_C", lambda g, p: put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS))
    while g.pending is not None and g.pending.kind == "choose" and g.pending.player == 1 - p:
        choose(g, amelia)
    resolve_spell(g, tag)
    assert amelia in g.players[1 - p].discard and rock in g.players[1 - p].landmarks
    assert tag in g.players[p].discard  # Fleeting (CR 2.4.6.a)
    d = card("ALT_DUSTER_B_YZ_99_C")
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.keywords.fleeting) == (4, 4, "YZ", True)


def _highest_permanent(version: str, faction: str) -> None:
    _highest_character(version)
    g, p, tag, (small, amelia, haven, quick, mine), rock = _cast(
        version, lambda g, p: put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS))
    resolve_spell(g, tag)
    assert rock in g.players[1 - p].discard  # Hand Cost 4: more than any of their Characters
    for cid in (small, amelia, haven, quick):
        assert g.cards[cid].zone is Zone.EXPEDITION
    assert g.cards[tag].zone is Zone.RESERVE  # not Fleeting
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.faction.value, d.keywords.fleeting) == (4, 7, faction, False)
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    assert me in g.players[p].discard
    assert g.pending.kind == "turn" and g.pending.player == 1 - p  # After You


def test_alt_duster_b_yz_99_r1_costliest_character_or_permanent_and_after_you():
    _highest_permanent("ALT_DUSTER_B_YZ_99_R1", "YZ")


def test_alt_duster_b_yz_99_r2_costliest_character_or_permanent_and_after_you():
    _highest_permanent("ALT_DUSTER_B_YZ_99_R2", "LY")
