"""`simulate --search-iterations`: the search player's budget in simulations."""

import json

from altered_tui.cli import main
from altered_tui.simulate import make_player, SEARCH_ITERATIONS


def test_search_iterations_sets_the_budget_of_the_search_player():
    from altered_tui.cards.decks import load_deck
    from altered_tui.cards.pool import decks_dir, default_pool

    pool = default_pool()
    decks = tuple(load_deck(decks_dir() / f"{n}-starter.yaml", pool) for n in ("bravos", "lyra"))
    assert make_player("search", 1, decks, pool).iterations == SEARCH_ITERATIONS
    assert make_player("search", 1, decks, pool, 7).iterations == 7


def test_search_iterations_must_be_positive(capsys):
    code = main(["simulate", "--ai", "search,greedy", "--games", "1", "--search-iterations", "0"])
    err = capsys.readouterr().err
    assert code == 1 and "--search-iterations" in err and "Traceback" not in err


def test_search_iterations_runs_a_game(capsys):
    code = main(["simulate", "--ai", "search,random", "--games", "1", "--search-iterations", "4", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["games"] == 1 and out["errors"] == 0
