"""`altered-tui cards`: the card pool as a table, filtered, so a player can find an id."""

from altered_tui.cli import main


def _run(capsys, *args):
    code = main(["cards", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_cards_filters_by_faction_and_type(capsys):
    code, out, _ = _run(capsys, "--faction", "ordis", "--type", "hero", "--brief")
    assert code == 0
    assert "Sigismar & Wingspan" in out and "ALT_CORE_B_OR_01_C" in out
    assert "Kojo & Booda" not in out


def test_cards_searches_by_name_and_shows_rendered_text(capsys):
    code, out, _ = _run(capsys, "esmeralda")
    assert code == 0 and "ALT_CORE_B_LY_11_C" in out and "ALT_CORE_B_LY_11_R" in out
    assert "Resupply" in out  # the text rendered from the ability


def test_cards_filters_by_rarity_and_cost(capsys):
    code, out, _ = _run(capsys, "--rarity", "rare", "--cost", "6", "--brief", "--faction", "BR")
    assert code == 0 and "ALT_CORE_B_BR_22_R" in out and "ALT_CORE_B_BR_22_C" not in out


def test_cards_unknown_faction_is_a_one_line_error(capsys):
    code, out, err = _run(capsys, "--faction", "elves")
    assert code == 1 and err.count("\n") == 1 and "elves" in err and "Traceback" not in err


def test_cards_with_lang_fr_shows_the_french_card_text(capsys):
    assert main(["cards", "Mighty Jinn", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "vous pouvez me mettre dans la zone de Mana" in out
    assert "you may put me" not in out
