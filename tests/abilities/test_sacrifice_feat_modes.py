"""'Sacrifice a Feat to choose one, or a Completed Feat to choose two' (CR 7.3.25, 6.5.g;
README rulings, Feats)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, cast, options
from tests.cards.builders import pick, put, settle, start

FEAT = "ALT_EOLE_B_AX_121_C"  # Make it Work


def _modes_offered(completed: bool) -> int:
    g, p = start()
    feat = put(g, p, FEAT, Zone.LANDMARKS)
    if completed:
        g.cards[feat].status |= Status.COMPLETED
    cast(g, ab.ChooseOne(kind="choose_one", sacrifice_feat=True, modes=[
        [ab.Draw(kind="draw")], [ab.Resupply(kind="resupply")], [ab.Draw(kind="draw", count=2)]]))
    pick(g, feat)
    picked = 0
    while g.pending.kind == "mode":
        act(g, [o for o in options(g) if o.startswith("mode")][0])
        picked += 1
    settle(g)
    assert g.cards[feat].zone is Zone.DISCARD  # sacrificed (CR 7.3.25)
    return picked


def test_step_choose_one_sacrifice_feat_a_completed_one_buys_a_second_mode():
    assert _modes_offered(False) == 1
    assert _modes_offered(True) == 2
