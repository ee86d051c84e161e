"""The translation catalogues: update the `.po` files from the sources, compile the `.mo`.

    python scripts/catalogues.py update    # new texts appear untranslated, unused ones go
    python scripts/catalogues.py compile   # .po -> .mo (committed; read at run time)
    python scripts/catalogues.py check     # what the test suite checks, as a list

Message ids are the English literals of _(), N_(), Nn_(), ngettext(), pgettext(), npgettext()
calls and of the third argument of Binding() (a key's description) in altered_tui/, and
the lessons' texts (altered_tui/lessons/*.yaml).
Needs Babel (the `test` extra); the program itself reads the `.mo` with gettext only.
"""

from __future__ import annotations

import io
import sys
from functools import lru_cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

PACKAGE = Path(__file__).resolve().parent.parent / "altered_tui"
sys.path.insert(0, str(PACKAGE.parent))

from altered_tui.i18n.translators import (  # noqa: E402
    DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE)

KEYWORDS = {
    "_": None, "N_": None, "Nn_": (1, 2), "NPn_": ((1, "c"), 2, 3), "gettext": None,
    "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3),
    "Binding": (3,),
}
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE)


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


@lru_cache(maxsize=1)
def template() -> Catalog:
    """Every message the sources use, with the files that use it (read once per run)."""
    catalog = Catalog(domain=DOMAIN)
    found = extract_from_dir(str(PACKAGE), method_map=[("**.py", "python")], keywords=KEYWORDS,
                             comment_tags=("Translators:",), strip_comment_tags=True)
    for filename, _lineno, message, comments, context in found:
        catalog.add(message, locations=[(f"altered_tui/{filename}", None)],
                    auto_comments=comments, context=context)
    for filename, message in lesson_texts():
        catalog.add(message, locations=[(filename, None)])
    return catalog


def lesson_texts() -> list[tuple[str, str]]:
    """What the lessons say, by file: the lesson screens and the log show it through the
    catalogue like any other text."""
    from altered_tui.lessons import all_lessons

    return [(f"altered_tui/lessons/{lesson.id}.yaml", text)
            for lesson in all_lessons() for text in lesson.texts()]


def read(lang: str) -> Catalog:
    with po_path(lang).open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, include_lineno=False,
             ignore_obsolete=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def update() -> None:
    source = template()
    for lang in TRANSLATED:
        if po_path(lang).exists():
            catalog = read(lang)
            catalog.update(source, no_fuzzy_matching=True, update_creation_date=False)
        else:
            po_path(lang).parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, domain=DOMAIN, project="altered-tui")
            catalog.update(source, no_fuzzy_matching=True)
        po_path(lang).write_bytes(po_bytes(catalog))
        print(f"{po_path(lang)}: {len(catalog)} messages")


def compile_all() -> None:
    for lang in TRANSLATED:
        mo_path(lang).write_bytes(mo_bytes(read(lang)))
        print(f"{mo_path(lang)}")


def _key(message) -> tuple[str, str | None]:
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    return msgid, message.context


def untranslated(lang: str) -> list[str]:
    """Messages the sources use that have no (complete) translation in `lang`."""
    catalog = read(lang)
    missing = []
    for message in template():
        if not message.id:
            continue
        entry = catalog.get(*_key(message))
        strings = entry.string if entry is not None else ""
        if not all(strings if isinstance(strings, tuple) else (strings,)):
            where = message.locations[0][0] if message.locations else "?"
            missing.append(f"{where}: {_key(message)[0]!r}")
    return missing


def fuzzy(lang: str) -> list[str]:
    return [repr(_key(m)[0]) for m in read(lang) if m.id and m.fuzzy]


def _compiled(mo: bytes) -> tuple[str, dict]:
    """What a .mo file says: its plural rule and its messages (not the header, which names
    the Babel version that wrote it)."""
    def frozen(value):
        return tuple(value) if isinstance(value, (list, tuple)) else value

    catalog = read_mo(io.BytesIO(mo))
    return catalog.plural_forms, {(frozen(m.id), m.context): frozen(m.string)
                                  for m in catalog if m.id}


def stale_mo(lang: str) -> bool:
    """True when the committed .mo does not say what its .po says."""
    if not mo_path(lang).exists():
        return True
    return _compiled(mo_path(lang).read_bytes()) != _compiled(mo_bytes(read(lang)))


def check() -> int:
    problems = []
    for lang in TRANSLATED:
        problems += [f"{lang}: untranslated {m}" for m in untranslated(lang)]
        problems += [f"{lang}: fuzzy {m}" for m in fuzzy(lang)]
        if stale_mo(lang):
            problems.append(f"{lang}: {mo_path(lang)} is not compiled from its .po")
    print("\n".join(problems) or "catalogues complete")
    return 1 if problems else 0


if __name__ == "__main__":
    commands = {"update": update, "compile": compile_all, "check": check}
    if len(sys.argv) != 2 or sys.argv[1] not in commands:
        print(f"usage: {sys.argv[0]} {'|'.join(commands)}", file=sys.stderr)
        sys.exit(2)
    sys.exit(commands[sys.argv[1]]() or 0)
