"""The pictures in docs/ show the pages as they are: taken since their sources last changed.

scripts/screenshots takes docs/play.png, docs/play-phone.png and docs/api-docs.png and records
in docs/screenshots.json the fingerprint of the sources that shape them (tests/support/
screenshots.py says which). A change to the play page or the API page without new pictures
fails here, naming the changed sources. No browser runs: the fingerprint is of files.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.support import screenshots
from tests.support.screenshots import CATALOGUES, DOCS_PAGE, IMAGES, PLAY, RECORD, SPEC, stale
from tests.support.server import ROOT

pytestmark = pytest.mark.timeout(60)


def test_the_pictures_in_docs_are_of_the_present_pages() -> None:
    problems = stale()
    assert not problems, "run scripts/screenshots and commit docs/: " + "; ".join(problems)


# ---- the check itself, on a copy of the sources ------------------------------------------------


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """The sources that shape the pictures, copied, with stand-in pictures recorded as taken
    of them (as scripts/screenshots records the real ones)."""
    shutil.copytree(ROOT / PLAY, tmp_path / PLAY, ignore=shutil.ignore_patterns("__pycache__"))
    for path in (*CATALOGUES, DOCS_PAGE, SPEC):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / path, tmp_path / path)
    (tmp_path / "docs").mkdir()
    images = {}
    for name, group in IMAGES.items():
        png = f"a picture of {group}: {name}".encode()
        (tmp_path / "docs" / name).write_bytes(png)
        images[name] = {"sha256": screenshots.digest(png), "sources": group}
    record = {"images": images, "sources": screenshots.sources(tmp_path)}
    (tmp_path / RECORD).write_text(json.dumps(record), encoding="utf-8")
    assert stale(tmp_path) == []
    return tmp_path


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_changed_stylesheet_or_module_makes_the_play_pictures_stale(copy: Path) -> None:
    static = copy / PLAY / "static"
    for junk in ("play.css~", ".play.css.swp", "__pycache__/x.pyc"):  # an editor's, Python's
        (static / junk).parent.mkdir(exist_ok=True)
        (static / junk).write_text("not a source", encoding="utf-8")
    assert stale(copy) == []
    with (copy / PLAY / "static" / "play.css").open("a", encoding="utf-8") as css:
        css.write("\nbody { color: red; }\n")
    (problem,) = stale(copy)
    assert "docs/play.png, docs/play-phone.png" in problem
    assert "service/api/play/static/play.css" in problem
    assert "api-docs" not in problem
    module = next((copy / PLAY / "static" / "js").glob("*.js"))
    module.unlink()  # a module gone (or one added) is a change too
    assert module.relative_to(copy).as_posix() in stale(copy)[0]


def test_an_english_word_of_the_page_or_the_api_makes_the_play_pictures_stale(copy: Path) -> None:
    pot = copy / CATALOGUES[1]  # messages.pot: verdicts, reasons, score labels
    text = pot.read_text(encoding="utf-8")
    # a moved line or reordered file reference is no new word
    pot.write_text(text.replace("#: service/", "#: ./service/"), encoding="utf-8")
    assert stale(copy) == []
    edit(pot, 'msgid "1000"', 'msgid "One thousand"')
    (problem,) = stale(copy)
    assert "service/translations/messages.pot (message ids)" in problem


def test_an_operation_listed_differently_makes_the_api_picture_stale(copy: Path) -> None:
    spec = copy / SPEC
    # what the list does not show (a schema, a response) changes no picture
    edit(spec, "description: Success.", "description: It worked.")
    assert stale(copy) == []
    edit(spec, "summary: Suggest a move", "summary: A bot's move")
    (problem,) = stale(copy)
    assert problem.startswith("docs/api-docs.png:") and "openapi.yaml (as listed)" in problem


def test_a_picture_replaced_or_missing_without_its_record_is_found(copy: Path) -> None:
    (copy / "docs" / "play-phone.png").write_bytes(b"another picture")
    assert stale(copy) == [f"docs/play-phone.png is not the picture {RECORD} records"]
    (copy / "docs" / "api-docs.png").unlink()
    assert f"docs/api-docs.png or its entry in {RECORD} is missing" in stale(copy)
    (copy / RECORD).unlink()
    assert stale(copy) == [f"{RECORD} is missing"]
