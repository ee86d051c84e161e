"""Wigwagging Kiwi: {J} I gain 1 boost per Ascended Expedition you control (README rulings,
Ascend; CR 6.5.i)."""

from altered_tui.engine.types import Side

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def _boosts(mine: tuple[Side, ...], theirs: tuple[Side, ...] = ()) -> int:
    g, p = start()
    g.ascended += [(p, s) for s in mine] + [(1 - p, s) for s in theirs]
    me = put(g, p, "ALT_EOLE_B_OR_111_C")
    play(g, me)
    settle(g)
    return g.cards[me].counters.get("boost", 0)


def test_alt_eole_b_or_111_c_joins_with_a_boost_per_ascended_expedition_you_control():
    check_facts("ALT_EOLE_B_OR_111_C", 2, 2, None, "OR")
    assert _boosts(()) == 0
    assert _boosts((Side.HERO,), (Side.HERO, Side.COMPANION)) == 1
    assert _boosts((Side.HERO, Side.COMPANION)) == 2


ANIMAL = "ALT_CORE_B_MU_06_C"  # Spindle Harvesters, an Animal


def test_alt_eole_b_or_111_r2_joins_with_a_boost_per_other_animal_up_to_two():
    from altered_tui.engine.types import Zone

    check_facts("ALT_EOLE_B_OR_111_R2", 2, 2, None, "MU")
    for animals, expected in ((1, 1), (3, 2)):
        g, p = start()
        for i in range(animals):
            put(g, p, ANIMAL, Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
        put(g, 1 - p, ANIMAL, Zone.EXPEDITION, Side.HERO)  # an opponent's: not counted
        me = put(g, p, "ALT_EOLE_B_OR_111_R2")
        play(g, me)
        settle(g)
        assert g.cards[me].counters.get("boost", 0) == expected
