"""Every message site goes through the catalogue: its sentence is made by ``msg`` with a
literal template (which ``pybabel extract`` finds), never an f-string or a bare literal."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.messages import ROOT, is_msg, parsed, sites, sites_in, sources, template_of

#: Constructors of score items and of their table lines, with the position of the label.
LABELS = {"ScoreItem": 3, "CardPoint": 1, "KeptPoints": 2}


def untranslated(found: Iterator[object]) -> list[str]:
    """Message sites whose message is text the catalogue cannot know (a literal or an
    f-string not passed through ``msg``)."""
    return [
        f"{s.path}:{s.line}: {s.source[:100]}"  # type: ignore[attr-defined]
        for s in found
        if s.source.startswith(("'", '"', "f'", 'f"'))  # type: ignore[attr-defined]
    ]


def unextractable(tree: ast.AST, relative: str) -> list[str]:
    """``msg`` calls whose template is not one literal string."""
    return [
        f"{relative}:{node.lineno}: {ast.unparse(node)[:100]}"
        for node in ast.walk(tree)
        if is_msg(node) and template_of(node) is None  # type: ignore[arg-type]
    ]


def bare_labels(tree: ast.AST, relative: str) -> list[str]:
    """Score labels given as plain text or an f-string."""
    faults = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", getattr(node.func, "attr", ""))
        if name in LABELS and len(node.args) > LABELS[name]:
            label = node.args[LABELS[name]]
            if isinstance(label, ast.Constant | ast.JoinedStr):
                faults.append(f"{relative}:{node.lineno}: {ast.unparse(label)[:80]}")
    return faults


def _modules() -> Iterator[tuple[ast.Module, str]]:
    for path in sources():
        yield parsed(path), str(path.relative_to(ROOT))


def test_every_message_site_makes_a_translatable_message() -> None:
    found = list(sites())
    assert len(found) > 500
    assert not untranslated(iter(found)), "\n".join(untranslated(iter(found)))


def test_every_template_is_a_literal_that_extraction_finds() -> None:
    faults = [fault for tree, relative in _modules() for fault in unextractable(tree, relative)]
    assert not faults, "\n".join(faults)


def test_every_score_label_is_translatable() -> None:
    faults = [fault for tree, relative in _modules() for fault in bare_labels(tree, relative)]
    assert not faults, "\n".join(faults)
    labels = sum(
        1
        for tree, _ in _modules()
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", "") in LABELS
        and len(node.args) > LABELS[node.func.id]  # type: ignore[attr-defined]
    )
    assert labels > 15


@pytest.mark.parametrize(
    ("source", "caught"),
    [
        ('Violation("R", "c", f"Seat {seat} holds {card}.")', True),
        ('Problem("/x", "c", "The deal is over.")', True),
        ('Violation("R", "c", msg("Seat {seat} holds {card}.", seat=seat, card=card))', False),
        ('Violation("R", "c", msg("A.") if ok else "B.")', True),
    ],
)
def test_the_site_check_finds_a_message_that_skips_the_catalogue(source: str, caught: bool) -> None:
    found = sites_in(f"def check(seat, card, ok):\n    {source}\n", "x.py")
    assert bool(untranslated(found)) is caught


@pytest.mark.parametrize(
    ("source", "caught"),
    [
        ("msg(TEMPLATE, seat=1)", True),
        ('msg(f"Seat {seat}.")', True),
        ('msg("Seat {seat}.", seat=1)', False),
    ],
)
def test_the_template_check_finds_what_extraction_would_miss(source: str, caught: bool) -> None:
    assert bool(unextractable(ast.parse(source), "x.py")) is caught


@pytest.mark.parametrize(
    ("source", "caught"),
    [
        ('ScoreItem(0, "R", "c", "most cards", 1)', True),
        ('CardPoint("aces", f"aces {n}", 1, rule, is_ace)', True),
        ('ScoreItem(0, "R", "c", msg("most cards"), 1)', False),
    ],
)
def test_the_label_check_finds_a_bare_label(source: str, caught: bool) -> None:
    assert bool(bare_labels(ast.parse(source), "x.py")) is caught


def test_the_core_stays_free_of_flask_and_babel() -> None:
    text = (ROOT / "service" / "core" / "text.py").read_text(encoding="utf-8")
    imports = {
        node.module or alias.name
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    assert not {
        name for name in imports if name and name.split(".")[0] in {"flask", "babel", "flask_babel"}
    }
    assert Path(ROOT / "babel.cfg").is_file()
