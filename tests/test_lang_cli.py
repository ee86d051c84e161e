"""`--lang` changes the language of one run; `settings --lang` keeps it for later runs."""

from altered_tui.cli import main
from altered_tui.i18n.settings import saved_language, settings_path


def test_lang_on_a_command_is_for_that_run_only(capsys):
    assert main(["glossary", "--lang", "fr", "arena"]) == 0
    assert "Glossaire" in capsys.readouterr().out
    assert not settings_path().exists()
    assert main(["glossary", "arena"]) == 0  # the next run, without --lang: English again
    out = capsys.readouterr().out
    assert "Glossary" in out and "Glossaire" not in out


def test_settings_lang_keeps_the_language_for_later_runs(capsys):
    assert main(["settings", "--lang", "fr"]) == 0
    assert "lang = fr" in capsys.readouterr().out
    assert saved_language() == "fr"
    assert main(["glossary", "arena"]) == 0
    assert "Glossaire" in capsys.readouterr().out
    assert main(["glossary", "--lang", "en", "arena"]) == 0  # one run in English...
    assert "Glossary" in capsys.readouterr().out
    assert saved_language() == "fr"  # ...leaves the saved language as it was
    assert main(["settings", "--lang", "en"]) == 0
    assert saved_language() == "en"


def test_settings_lang_in_a_folder_that_cannot_be_written_is_one_error(capsys, monkeypatch,
                                                                        tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ALTERED_TUI_CONFIG", str(blocker / "config"))
    assert main(["settings", "--lang", "fr"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: ") and "language" in err[0]
