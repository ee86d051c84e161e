"""Detonation (Fleeting): as you play me, you may sacrifice a Permanent to make me cost {1}
less (rares: {2}); send target Character (rares: with Hand Cost 3 or less) to Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    ACHILLES, HUB, TROOPER, add_mana, card, put, ready_mana, resolve_spell, settle, start,
)

C, R1, R2 = "ALT_CYCLONE_B_AX_75_C", "ALT_CYCLONE_B_AX_75_R1", "ALT_CYCLONE_B_AX_75_R2"
BESSIE = "ALT_CYCLONE_B_AX_68_C"  # when you sacrifice a Permanent, I gain 1 boost


def _cast(version: str, reduced: bool, victim_id: str = TROOPER):
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    bessie = put(g, p, BESSIE, Zone.EXPEDITION)
    victim = put(g, 1 - p, victim_id, Zone.EXPEDITION, Side.HERO)
    spell = put(g, p, version)
    add_mana(g, p, 2)
    before = ready_mana(g, p)
    act(g, f"play Detonation#{spell}@hand" + (" reduced" if reduced else ""))
    if reduced:
        assert g.pending.kind == "choose"
        act(g, next(o for o in options(g) if f"#{hub}" in o))
    paid = before - ready_mana(g, p)
    return g, p, spell, hub, bessie, victim, paid


def _sends(version: str, reduction: int) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost, d.keywords.fleeting) == (4, 4, True)
    g, p, spell, hub, bessie, victim, paid = _cast(version, reduced=False)
    assert paid == 4 and g.cards[hub].zone is Zone.LANDMARKS
    resolve_spell(g, spell)
    assert victim in g.players[1 - p].reserve and spell in g.players[p].discard  # Fleeting
    g, p, spell, hub, bessie, victim, paid = _cast(version, reduced=True)
    assert paid == 4 - reduction
    assert g.cards[hub].zone is Zone.DISCARD  # sacrificed as it was paid (CR 1.2.5.d)
    settle(g)
    resolve_spell(g, spell)
    settle(g)
    assert victim in g.players[1 - p].reserve
    assert g.cards[bessie].boosts == 1  # it was a sacrifice: "when you sacrifice" saw it


def test_alt_cyclone_b_ax_75_c_sacrifice_a_permanent_to_pay_one_less():
    assert card(C).faction.value == "AX"
    _sends(C, 1)
    g, p, spell, hub, bessie, victim, paid = _cast(C, reduced=False, victim_id=ACHILLES)
    resolve_spell(g, spell)
    assert victim in g.players[1 - p].reserve  # any Hand Cost


def _rare(version: str, faction: str) -> None:
    assert card(version).faction.value == faction
    _sends(version, 2)
    g, p, spell, hub, bessie, victim, paid = _cast(version, reduced=False, victim_id=ACHILLES)
    resolve_spell(g, spell)
    assert g.cards[victim].zone is Zone.EXPEDITION  # Hand Cost 5: not a legal target


def test_alt_cyclone_b_ax_75_r1_sacrifice_a_permanent_to_pay_two_less():
    _rare(R1, "AX")


def test_alt_cyclone_b_ax_75_r2_sacrifice_a_permanent_to_pay_two_less():
    _rare(R2, "OR")
