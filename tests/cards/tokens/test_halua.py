"""The Halua token of Skybound Odyssey: a 2/2/2 Companion Leviathan, Gigantic while its
controller's Hero has 5 or more Quest counters (CR 7.4.4.b: present in both Expeditions)."""

from altered_tui.engine.characteristics import is_gigantic
from altered_tui.engine.progress import expedition_stats
from altered_tui.engine.types import Side

from tests.cards.builders import joins_with_its_facts, set_hero, start
from tests.abilities.support import play, give, spell
from altered_tui.cards import abilities as ab

HALUA = "ALT_CYCLONE_B_BR_83_C"


def test_alt_cyclone_b_br_83_c_halua_joins_as_a_2_2_2_companion_leviathan():
    joins_with_its_facts(HALUA, "Leviathan", (2, 2, 2))


def test_alt_cyclone_b_br_83_c_halua_is_gigantic_with_five_quest_counters_on_the_hero():
    g, p = start()
    hero = set_hero(g, p, "ALT_CYCLONE_B_BR_65_C")
    g.cards[hero].counters["quest"] = 4
    play(g, give(g, p, spell(ab.CreateToken(kind="create_token", token="Halua",
                                            where="companion_expedition"))))
    [halua] = [c for c in g.players[p].expeditions[Side.COMPANION] if g.cards[c].token]
    assert not is_gigantic(g, halua)
    assert expedition_stats(g, p, Side.HERO) == [0, 0, 0]
    g.cards[hero].counters["quest"] = 5
    assert is_gigantic(g, halua)
    assert expedition_stats(g, p, Side.HERO) == [2, 2, 2]  # present in the Hero Expedition too
