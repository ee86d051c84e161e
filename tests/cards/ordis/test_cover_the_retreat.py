"""Cover the Retreat (a Feat, README rulings: Feats): {J} creates tokens (an Ordis Recruit in
each of your Expeditions; the _R1 two Recruits among any Expeditions; the _R2 a Mana Moth in
each); it completes when you pass with seven (the _R1: six) Characters in your Expeditions,
the _R2 at Noon with six cards in your discard pile; Completed: when you create a token
Character, you may exhaust me to give it 1 boost."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import act, cast, options
from tests.cards.builders import TROOPER, card, put, run_until, settle, spell_cost_paid, start


def _joins_tokens(version: str) -> list[str]:
    g, p = start()
    assert spell_cost_paid(g, p, put(g, p, version)) == card(version).hand_cost
    while g.pending.kind in ("reaction", "expedition", "target", "choose") and g.pending.player == p:
        act(g, options(g)[0])
    return sorted(g.cdef(c).name for c in g.cards if g.cards[c].token and g.cards[c].zone is Zone.EXPEDITION)


def _completes_on_pass(version: str, characters: int) -> bool:
    g, p = start()
    me = put(g, p, version, Zone.LANDMARKS)
    for i in range(characters):
        put(g, p, TROOPER, Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
    act(g, "pass")
    settle(g)
    return g.cards[me].has(Status.COMPLETED)


def _completed_boosts_a_new_token(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.LANDMARKS)
    g.cards[me].status |= Status.COMPLETED
    cast(g, ab.CreateToken(kind="create_token", token="Ordis Recruit", where="hero_expedition"))
    settle(g)
    act(g, "yes")
    settle(g)
    [token] = [c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token]
    assert g.cards[token].counters.get("boost", 0) == 1 and g.cards[me].has(Status.EXHAUSTED)


def test_alt_eole_b_or_121_c_recruits_in_each_completes_with_seven_characters():
    assert card("ALT_EOLE_B_OR_121_C").has_subtype("Feat")
    assert _joins_tokens("ALT_EOLE_B_OR_121_C") == ["Ordis Recruit", "Ordis Recruit"]
    assert _completes_on_pass("ALT_EOLE_B_OR_121_C", 7) and not _completes_on_pass("ALT_EOLE_B_OR_121_C", 6)
    _completed_boosts_a_new_token("ALT_EOLE_B_OR_121_C")


def test_alt_eole_b_or_121_r1_two_recruits_anywhere_completes_with_six_characters():
    assert _joins_tokens("ALT_EOLE_B_OR_121_R1") == ["Ordis Recruit", "Ordis Recruit"]
    assert _completes_on_pass("ALT_EOLE_B_OR_121_R1", 6) and not _completes_on_pass("ALT_EOLE_B_OR_121_R1", 5)
    _completed_boosts_a_new_token("ALT_EOLE_B_OR_121_R1")


def test_alt_eole_b_or_121_r2_mana_moths_completes_at_noon_with_six_in_discard():
    assert card("ALT_EOLE_B_OR_121_R2").faction.value == "YZ"
    assert _joins_tokens("ALT_EOLE_B_OR_121_R2") == ["Mana Moth", "Mana Moth"]
    for in_discard, done in ((5, False), (6, True)):
        g, p = start()
        me = put(g, p, "ALT_EOLE_B_OR_121_R2", Zone.LANDMARKS)
        run_until(g, 2, Phase.MORNING)
        for cid in list(g.players[p].discard):
            move(g, cid, Zone.DECK)
        for _ in range(in_discard):
            move(g, g.players[p].deck[-1], Zone.DISCARD)
        run_until(g, 2, Phase.AFTERNOON)
        assert g.cards[me].has(Status.COMPLETED) is done
    _completed_boosts_a_new_token("ALT_EOLE_B_OR_121_R2")
