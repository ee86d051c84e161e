"""Unique records of the first five sets made card versions: the family's name, type and
sub-types, the record's faction, costs and statistics, abilities assembled from the part
catalogue, text rendered in English and French, and an ability that happens in a game."""

from __future__ import annotations

from pathlib import Path

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, Faction, Rarity, ZoneType
from altered_tui.cards.pool import default_pool
from altered_tui.cards.render import render_text
from altered_tui.cards.unique_catalogue import MissingParts
from altered_tui.cards.unique_records import read_records
from altered_tui.cards.unique_versions import UnknownFamily, family_id, unique_version
from altered_tui.engine.characteristics import is_eternal, tough
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, give, options, play, set_mana, spell
from tests.cards.builders import pick_if_asked, use_support
from tests.uniques.parts.support import started

RECORDS = {r.reference: r for r in read_records(Path(__file__).parent.parent / "data" / "uniques"
                                                / "first-sets.yaml")}
# The facts of each record, copied from the card (reference: faction, hand and Reserve
# cost, statistics, lines).
FACTS = {
    "ALT_ALIZE_B_AX_32_U_10009": ("MU", 2, 2, (4, 3, 4), [(22, 352, 338), (17, 201, 305)], (192, 191, 728)),
    "ALT_ALIZE_B_OR_33_U_1001": ("AX", 3, 2, (3, 1, 3), [(1, 370, 51), (25, 355, 323)], (192, 191, 264)),
    "ALT_COREKS_B_AX_05_U_1": ("AX", 3, 3, (1, 1, 1), [(24, 191, 102), (24, 171, 97)], None),
    "ALT_COREKS_B_AX_06_U_5": ("AX", 2, 2, (0, 0, 2), [(24, 191, 76), (24, 171, 70)], None),
    "ALT_COREKS_B_BR_22_U_3404": ("LY", 5, 6, (5, 6, 5), [(23, 191, 54), (22, 182, 69)], (192, 191, 245)),
    "ALT_COREKS_B_MU_04_U_1": ("YZ", 1, 1, (0, 1, 0), [(17, 191, 70)], (192, 191, 94)),
    "ALT_COREKS_B_MU_13_U_4717": ("MU", 4, 2, (3, 4, 3), [(22, 191, 77)], (192, 191, 94)),
    "ALT_COREKS_B_MU_22_U_3140": ("MU", 7, 8, (5, 5, 0), [(23, 181, 142), (20, 191, 146)], (192, 191, 245)),
    "ALT_COREKS_B_OR_16_U_6": ("YZ", 3, 3, (3, 3, 3), [(236, 191, 90)], (192, 191, 59)),
    "ALT_COREKS_B_OR_21_U_10": ("LY", 4, 5, (3, 3, 3), [(23, 191, 95), (24, 187, 99)], None),
    "ALT_DUSTER_B_MU_94_U_10001": ("MU", 3, 3, (2, 2, 4), [(24, 187, 697)], (192, 191, 692)),
    "ALT_DUSTER_B_MU_94_U_1001": ("LY", 2, 2, (1, 2, 1), [(24, 182, 399)], (192, 191, 692)),
    "ALT_ALIZE_B_OR_33_U_10002": ("OR", 1, 2, (2, 1, 1), [(1, 361, 133)], None),
    "ALT_COREKS_B_BR_06_U_1": ("BR", 3, 3, (0, 2, 0), [(24, 191, 119), (12, 181, 96)], None),
}


def version(reference: str) -> CardDef:
    record = RECORDS[reference]
    return unique_version(record, default_pool().get(family_id(record)))


def test_the_test_records_are_the_ones_listed():
    assert set(RECORDS) == set(FACTS)


@pytest.mark.parametrize("reference", sorted(FACTS))
def test_record_becomes_a_unique_version_of_its_family(reference):
    faction, hand, reserve, stats, main, support = FACTS[reference]
    record = RECORDS[reference]
    assert ([tuple(line) for line in record.main], record.support) == (main, support)
    d = version(reference)
    family = default_pool()[family_id(record)]
    assert (d.id, d.name, d.type, d.subtypes) == (reference, family.name, CardType.CHARACTER,
                                                  family.subtypes)
    assert (d.faction, d.rarity) == (Faction(faction), Rarity.UNIQUE)
    assert (d.hand_cost, d.reserve_cost, d.stats) == (hand, reserve, stats)
    assert (len(d.abilities), len(d.support)) == (len(main), 1 if support else 0)


@pytest.mark.parametrize("reference", sorted(FACTS))
def test_record_text_renders_in_english_and_french(reference):
    d = version(reference)
    english, french = render_text(d, "en"), render_text(d, "fr")
    lines = len(d.abilities) + len(d.support)
    assert len(english.splitlines()) == len(french.splitlines()) == lines
    assert english != french
    if d.support:
        assert "[Support] {D}" in english and "[Soutien] {D}" in french


def test_record_with_parts_not_in_the_catalogue_names_them():
    # part 3 is a trigger no source gives a wording of: it is never in the catalogue
    record = RECORDS["ALT_COREKS_B_BR_06_U_1"]
    unknown = record.model_copy(update={"main": [(3, 191, 119), (12, 181, 96)]})
    with pytest.raises(MissingParts) as caught:
        unique_version(unknown, default_pool().get(family_id(record)))
    assert caught.value.parts == [3]


def test_a_record_of_a_family_the_pool_lacks_is_refused():
    record = RECORDS["ALT_COREKS_B_AX_05_U_1"]
    with pytest.raises(UnknownFamily):
        unique_version(record, None)


# --- In a game: one ability of each record happens -------------------------------------------

def _in_reserve(reference):
    g, p = started()
    return g, p, give(g, p, version(reference), Zone.RESERVE)


def _answer(g, to_may: str, chosen: int | None = None) -> None:
    """Play the waiting Reactions, answer 'you may' with to_may and pick `chosen` when asked."""
    while g.pending.kind in ("reaction", "may", "choose", "target"):
        if g.pending.kind == "may":
            act(g, to_may)
        elif chosen is not None and any(f"#{chosen}" in o for o in options(g)):
            pick_if_asked(g, chosen)
        else:
            act(g, options(g)[0])


def _cost_of_next(g, p, card) -> int:
    set_mana(g, p, 5)
    cid = give(g, p, card)
    play(g, cid)
    return 5 - len(ready_orbs(g, p))


def test_the_machine_in_the_ice_support_makes_the_next_card_cheaper():
    g, p, me = _in_reserve("ALT_ALIZE_B_AX_32_U_10009")
    use_support(g, me)
    assert _cost_of_next(g, p, character(cost=3)) == 2


def test_hound_support_resupplies_exhausted():
    g, p, me = _in_reserve("ALT_ALIZE_B_OR_33_U_1001")
    reserve = set(g.players[p].reserve)
    use_support(g, me)
    new = set(g.players[p].reserve) - reserve
    assert len(new) == 1 and g.cards[new.pop()].status & Status.EXHAUSTED


def test_foundry_engineer_on_joining_a_permanent_put_in_reserve_gives_2_boosts():
    g, p = started()
    set_mana(g, p, 5)
    me = give(g, p, version("ALT_COREKS_B_AX_05_U_1"))
    gear = give(g, p, CardDef(id="TEST_GEAR_U", name="Test Gear U", type=CardType.PERMANENT,
                              zone_type=ZoneType.LANDMARK, hand_cost=1, reserve_cost=1))
    play(g, me)
    _answer(g, "yes", gear)
    assert g.cards[gear].zone is Zone.RESERVE and g.cards[me].boosts == 2


def test_ogun_on_joining_boosts_the_other_robots():
    g, p = started()
    set_mana(g, p, 5)
    robot = give(g, p, character(subtypes=("Robot",)), Zone.EXPEDITION, Side.HERO)
    me = give(g, p, version("ALT_COREKS_B_AX_06_U_5"))
    play(g, me)
    _answer(g, "no")
    assert g.cards[robot].boosts == 1


def test_shenlong_is_tough_2_and_its_support_draws():
    g, p = started()
    me = give(g, p, version("ALT_COREKS_B_BR_22_U_3404"), Zone.EXPEDITION, Side.HERO)
    assert tough(g, me) == 2
    g, p, me = _in_reserve("ALT_COREKS_B_BR_22_U_3404")
    hand = len(g.players[p].hand)
    use_support(g, me)
    assert len(g.players[p].hand) == hand + 1


@pytest.mark.parametrize("reference", ["ALT_COREKS_B_MU_04_U_1", "ALT_COREKS_B_MU_13_U_4717"])
def test_muna_support_anchors_a_cheap_character(reference):
    g, p, me = _in_reserve(reference)
    other = give(g, p, character(cost=2), Zone.EXPEDITION, Side.HERO)
    use_support(g, me)
    pick_if_asked(g, other)
    assert g.cards[other].status & Status.ANCHORED


def test_hydracaena_is_eternal_while_boosted():
    g, p = started()
    me = give(g, p, version("ALT_COREKS_B_MU_22_U_3140"), Zone.EXPEDITION, Side.HERO)
    assert not is_eternal(g, me)
    g.cards[me].counters["boost"] = 1
    assert is_eternal(g, me)


def test_ordis_attorney_support_makes_the_next_spell_cheaper():
    g, p, me = _in_reserve("ALT_COREKS_B_OR_16_U_6")
    use_support(g, me)
    assert _cost_of_next(g, p, spell(ab.Draw(kind="draw"), cost=3)) == 2


def test_robin_hood_makes_the_opponents_characters_cost_at_least_2():
    g, p = started()
    give(g, p, version("ALT_COREKS_B_OR_21_U_10"), Zone.EXPEDITION, Side.HERO)
    act(g, "pass")
    o = g.pending.player
    assert _cost_of_next(g, o, character(cost=0)) == 2


@pytest.mark.parametrize("reference", ["ALT_DUSTER_B_MU_94_U_10001", "ALT_DUSTER_B_MU_94_U_1001"])
def test_reka_gatherer_support_gives_each_player_a_manaseed(reference):
    g, p, me = _in_reserve(reference)
    use_support(g, me)
    for player in (p, 1 - p):
        assert [g.cdef(c).name for c in g.players[player].landmarks] == ["Manaseed"]


def test_hound_from_reserve_boosts_your_characters_while_your_companion_expedition_is_behind():
    for behind, boosts in ((False, 0), (True, 1)):
        g, p, me = _in_reserve("ALT_ALIZE_B_OR_33_U_10002")
        set_mana(g, p, 5)
        other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
        g.players[p].positions[Side.COMPANION] = 6
        g.players[1 - p].positions[Side.COMPANION] = 5 if behind else 6
        play(g, me, src="reserve")
        _answer(g, "yes")
        assert (g.cards[me].boosts, g.cards[other].boosts) == (boosts, boosts), behind


def test_tiny_jinn_on_joining_gives_a_target_2_boosts():
    g, p = started()
    set_mana(g, p, 5)
    other = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    play(g, give(g, p, version("ALT_COREKS_B_BR_06_U_1")))
    _answer(g, "yes", other)
    assert g.cards[other].boosts == 2
