"""Lost in the Woods: Fleeting; choose one: send target Character in Forest to Reserve, or
discard target Permanent (the rares: send target Character to Reserve; if it wasn't in
Forest, its controller draws a card)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import CHRONICLER, REPROCESSOR, can_pick, pick, put, reaction_draws, start

WATER_ONLY = 2  # a region of the test adventure without Forest


def _cast(version: str, mode: int):
    """The opponent has a Character in Forest (Companion), one in Water (Hero) and a
    Landmark; the spell is cast and its mode chosen."""
    g, p = start()
    g.players[1 - p].positions[Side.HERO] = WATER_ONLY
    in_forest = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.COMPANION)
    in_water = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
    landmark = put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS)
    spell = put(g, p, version)
    play(g, spell)
    act(g, next(o for o in options(g) if o.startswith(f"mode {mode}")))
    return g, p, spell, in_forest, in_water, landmark


def _discards_a_permanent(version: str) -> None:
    g, p, spell, in_forest, in_water, landmark = _cast(version, 2)
    if g.pending is not None and g.pending.kind == "target":
        pick(g, landmark)
    assert landmark in g.players[1 - p].discard and spell in g.players[p].discard  # Fleeting


def test_alt_alize_b_mu_42_c_sends_a_character_in_forest_to_reserve_or_discards_a_permanent():
    g, p, spell, in_forest, in_water, landmark = _cast("ALT_ALIZE_B_MU_42_C", 1)
    assert not can_pick(g, in_water)
    if g.pending.kind == "target":
        pick(g, in_forest)
    assert in_forest in g.players[1 - p].reserve and in_water in g.players[1 - p].expeditions[Side.HERO]
    _discards_a_permanent("ALT_ALIZE_B_MU_42_C")


def _rare_draws_only_outside_forest(version: str) -> None:
    g, p, spell, in_forest, in_water, landmark = _cast(version, 1)
    pick(g, in_water)
    assert in_water in g.players[1 - p].reserve and reaction_draws(g, 1 - p) == 0
    assert sum(1 for e in g.log if e.kind == "draw" and e.player == 1 - p
               and e.cause.startswith("play:")) == 1  # its controller drew, by the spell
    g, p, spell, in_forest, in_water, landmark = _cast(version, 1)
    pick(g, in_forest)
    assert in_forest in g.players[1 - p].reserve
    assert not any(e.kind == "draw" and e.cause.startswith("play:") for e in g.log)
    _discards_a_permanent(version)


def test_alt_alize_b_mu_42_r1_any_character_and_a_draw_if_it_wasnt_in_forest():
    _rare_draws_only_outside_forest("ALT_ALIZE_B_MU_42_R1")


def test_alt_alize_b_mu_42_r2_any_character_and_a_draw_if_it_wasnt_in_forest():
    _rare_draws_only_outside_forest("ALT_ALIZE_B_MU_42_R2")
