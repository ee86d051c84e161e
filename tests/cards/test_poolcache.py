"""The validated card pool cache: read back when nothing changed, rebuilt when a card file
or a model module changed, and never in the way when it is broken or cannot be written."""

from __future__ import annotations

import os
import pickle
import shutil
from pathlib import Path

import pytest

from altered_tui.cards import poolcache
from altered_tui.cards.models import CardDef
from altered_tui.cards.pool import data_dir, load_pool_from

CARDS = ("bravos/kappa.yaml", "lyra/lyra-navigator.yaml")


@pytest.fixture
def setup(tmp_path, monkeypatch):
    """Two card files of our own and an empty cache folder; `load()` counts validations."""
    monkeypatch.setenv("ALTERED_TUI_CACHE", str(tmp_path / "cache"))
    paths = []
    for name in CARDS:
        path = tmp_path / "cards" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(data_dir() / name, path)
        paths.append(path)
    builds = []

    def build():
        builds.append(1)
        return load_pool_from(paths).defs

    def load():
        return poolcache.cached(paths, build, CardDef)

    return paths, builds, load


def _cache_files(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache").glob("pool-*.pickle"))


def test_a_second_load_reads_the_cache_instead_of_validating_again(setup, tmp_path):
    _paths, builds, load = setup
    first = load()
    second = load()
    assert len(builds) == 1
    assert second == first and set(second) == {d.id for d in first.values()}
    assert all(isinstance(d, CardDef) for d in second.values())
    assert len(_cache_files(tmp_path)) == 1


def test_a_changed_card_file_makes_the_cache_stale_and_the_old_one_is_removed(setup, tmp_path):
    paths, builds, load = setup
    load()
    old = _cache_files(tmp_path)
    info = paths[0].stat()
    os.utime(paths[0], ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
    load()
    assert len(builds) == 2
    assert len(_cache_files(tmp_path)) == 1 and _cache_files(tmp_path) != old


def test_a_changed_model_module_makes_the_cache_stale(setup, monkeypatch, tmp_path):
    _paths, builds, load = setup
    load()
    model = tmp_path / "abilities.py"
    model.write_text("# a newer vocabulary\n")
    monkeypatch.setattr(poolcache, "_model_files", lambda: [model])
    load()
    assert len(builds) == 2


def _foreign_pickles(key: str) -> list[bytes]:
    return [pickle.dumps(1), pickle.dumps({}), pickle.dumps(("another key", {"x": 1})),
            pickle.dumps((key, {})), pickle.dumps((key, {"x": "not a card"}))]


def test_a_broken_or_foreign_cache_is_ignored_and_written_again(setup, tmp_path):
    paths, builds, load = setup
    expected = load()
    cache = _cache_files(tmp_path)[0]
    for n, content in enumerate([b"", b"not a pickle", cache.read_bytes()[:100],
                                 *_foreign_pickles(poolcache.cache_key(paths))], start=2):
        cache.write_bytes(content)
        assert load() == expected and len(builds) == n
        assert poolcache._read(cache, poolcache.cache_key(paths), CardDef) == expected


def test_a_cache_folder_that_cannot_be_written_only_skips_the_cache(setup, tmp_path):
    _paths, builds, load = setup
    (tmp_path / "cache").write_text("a file where the folder should be")
    assert {d.name for d in load().values()} == {"Kappa", "Lyra Navigator"}
    assert {d.name for d in load().values()} == {"Kappa", "Lyra Navigator"}
    assert len(builds) == 2


def test_a_cached_pool_unpickles_a_definition_only_when_it_is_asked_for(setup, monkeypatch):
    _paths, _builds, load = setup
    first = load()
    reads = []
    real_loads = pickle.loads
    monkeypatch.setattr(poolcache.pickle, "loads", lambda data: reads.append(1) or real_loads(data))
    second = load()
    assert isinstance(second, poolcache.Unpickled)
    assert len(reads) == 2  # the cache file, and one definition to check it
    assert second.token_ids == [i for i, d in first.items() if d.token]
    for card_id in first:
        assert second[card_id] == first[card_id]
    assert len(reads) == 1 + len(first)  # each definition once, the checked one not again
    assert set(second) == set(first) and len(second) == len(first)
