"""Aroro, Savior of Asgartha: {H} you may discard a Spell (R2: a Character) from your Reserve;
if you do, I gain 1 boost (rares: 2). The rares' support: {D} the next Spell (R2: Character)
you play this turn costs {1} less."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (AMELIA, MAGICAL_TRAINING, SKALD, add_mana, put,
                                  ready_mana, start, use_support)


def _aroro(version: str, discard: str) -> tuple[int, bool]:
    """Aroro played from hand with a Spell and a Character in Reserve; says yes if it can.
    Returns its boosts and whether 'yes' was offered."""
    g, p = start()
    add_mana(g, p, 2)
    spell = put(g, p, MAGICAL_TRAINING, Zone.RESERVE) if discard in ("spell", "both") else None
    char = put(g, p, AMELIA, Zone.RESERVE) if discard in ("character", "both") else None
    aroro = put(g, p, version)
    play(g, aroro)
    if g.pending.kind != "may" or "yes" not in options(g):
        return g.cards[aroro].boosts, False
    act(g, "yes")
    wanted = char if version.endswith("_R2") else spell
    assert g.cards[wanted].zone is Zone.DISCARD
    return g.cards[aroro].boosts, True


def test_alt_alize_b_yz_36_c_discards_a_spell_from_reserve_for_a_boost():
    assert _aroro("ALT_ALIZE_B_YZ_36_C", "both") == (1, True)
    assert _aroro("ALT_ALIZE_B_YZ_36_C", "character") == (0, False)  # no Spell: nothing to discard


def test_alt_alize_b_yz_36_r1_discards_a_spell_for_2_boosts_and_supports_cheaper_spells():
    assert _aroro("ALT_ALIZE_B_YZ_36_R1", "both") == (2, True)
    g, p = start()
    aroro = put(g, p, "ALT_ALIZE_B_YZ_36_R1", Zone.RESERVE)
    use_support(g, aroro)
    spell = put(g, p, MAGICAL_TRAINING)
    before = ready_mana(g, p)
    act(g, f"play Magical Training#{spell}@hand")
    assert before - ready_mana(g, p) == 0  # Hand Cost 1, one less
    g, p = start()
    aroro = put(g, p, "ALT_ALIZE_B_YZ_36_R1", Zone.RESERVE)
    use_support(g, aroro)
    skald = put(g, p, SKALD)
    before = ready_mana(g, p)
    play(g, skald)  # a Character: no discount
    assert before - ready_mana(g, p) == 2


def test_alt_alize_b_yz_36_r2_discards_a_character_for_2_boosts_and_supports_cheaper_characters():
    assert _aroro("ALT_ALIZE_B_YZ_36_R2", "both") == (2, True)
    assert _aroro("ALT_ALIZE_B_YZ_36_R2", "spell") == (0, False)
    g, p = start()
    aroro = put(g, p, "ALT_ALIZE_B_YZ_36_R2", Zone.RESERVE)
    skald = put(g, p, SKALD)
    use_support(g, aroro)
    before = ready_mana(g, p)
    play(g, skald)
    assert before - ready_mana(g, p) == 1  # Hand Cost 2, one less
