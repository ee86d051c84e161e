import pytest

from altered_tui.saves.store import DATA_ENV


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every saves test writes under its own tmp_path, never in the user's data folder."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_ENV, str(folder))
    return folder
